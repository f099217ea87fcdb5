// The production sender passes a message's extra headers (List-Unsubscribe on alert mail) to the
// mail API; a header name or value that could smuggle another header in never reaches the outbox.
import { describe, expect, it } from "vitest";
import { createHttpApiSender } from "@/lib/mail/senders/http-api-sender";
import { storedHeaders, toOutboxRow } from "@/lib/services/mail/outbox";

const mail = {
  kind: "alert",
  to: "jane@example.com",
  subject: "1 new home",
  text: "A home",
  headers: {
    "List-Unsubscribe": "<https://homefront.example/api/alerts/unsubscribe?token=t>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
};

describe("mail headers", () => {
  it("travel from the outbox row to the provider's request", async () => {
    const row = toOutboxRow(mail, "Homefront <no-reply@homefront.example>", 0);
    const sent: unknown[] = [];
    const sender = createHttpApiSender({
      url: "https://mail.example/send",
      apiKey: "key",
      fetch: async (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return new Response("{}", { status: 200 });
      },
    });
    await sender.send({
      id: row.id,
      from: row.fromAddress,
      to: row.toAddress,
      replyTo: null,
      subject: row.subject,
      text: row.textBody,
      html: null,
      headers: storedHeaders(row.headers ?? null),
    });
    expect(sent).toEqual([expect.objectContaining({ headers: { ...mail.headers, "X-Entity-Ref-ID": row.id } })]);
  });

  it("a message without extra headers stores none", () => {
    const { headers: _none, ...plain } = mail;
    expect(toOutboxRow(plain, "a@b.example", 0).headers).toBeNull();
    expect(storedHeaders(null)).toEqual({});
  });

  it("refuses a header value with a line break or a malformed name", () => {
    expect(() =>
      toOutboxRow({ ...mail, headers: { "List-Unsubscribe": "<x>\r\nBcc: x@evil.example" } }, "a@b.example", 0),
    ).toThrow();
    expect(() => toOutboxRow({ ...mail, headers: { "Bad Name": "x" } }, "a@b.example", 0)).toThrow();
  });
});
