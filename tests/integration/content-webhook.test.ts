/**
 * The content service's webhook on the running portal Worker: only a signed, recent, first-time
 * call about an allowed domain is accepted, and an accepted one purges exactly the pages that show
 * the post from the edge page cache (the next visitor gets a fresh render, not the stored copy).
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CONTENT_SIGNATURE_HEADER, signatureHeader } from "@/lib/blog/webhook-signature";
import {
  WEBHOOK_BAD_SIGNATURE,
  WEBHOOK_EXPIRED,
  WEBHOOK_FOREIGN_DOMAIN,
  WEBHOOK_FROM_BROWSER,
  WEBHOOK_REPLAYED,
  WEBHOOK_UNSIGNED,
} from "@/lib/services/blog/content-webhook";
import { url } from "../support/base-url";

/** The development secret both Workers share (workers/content/wrangler.toml, the webhook route). */
const SECRET = "development-only-content-webhook-secret-0123456789";
const WEBHOOK = "/api/content/webhook";

function change(site = new URL(url("/")).origin.replace("127.0.0.1", "localhost")) {
  return JSON.stringify({
    event: "updated",
    site,
    post: { slug: "renting-with-pets", categories: ["renting"] },
  });
}

async function signedCall(
  body: string,
  {
    at = Math.floor(Date.now() / 1000),
    id = randomUUID(),
    secret = SECRET,
    headers = {} as Record<string, string>,
  } = {},
) {
  return {
    id,
    init: {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [CONTENT_SIGNATURE_HEADER]: await signatureHeader(secret, body, at, id),
        ...headers,
      },
      body,
    } satisfies RequestInit,
  };
}

async function post(init: RequestInit) {
  const response = await fetch(url(WEBHOOK), init);
  return {
    status: response.status,
    body: (await response.json()) as { message?: string; purged?: string[]; edgeCopies?: number },
  };
}

describe("content webhook", () => {
  it("refuses an unsigned call", async () => {
    const answer = await post({ method: "POST", headers: { "content-type": "application/json" }, body: change() });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(WEBHOOK_UNSIGNED);
  });

  it("refuses a call signed with another secret, or whose body was changed after signing", async () => {
    const other = await signedCall(change(), { secret: "not-the-webhook-secret-but-long-enough-123" });
    expect(await post(other.init)).toMatchObject({ status: 401, body: { message: WEBHOOK_BAD_SIGNATURE } });

    const signed = await signedCall(change());
    const tampered = { ...signed.init, body: change().replace("renting-with-pets", "buying-at-auction") };
    expect(await post(tampered)).toMatchObject({ status: 401, body: { message: WEBHOOK_BAD_SIGNATURE } });
  });

  it("refuses a replay: the same signed call is accepted once", async () => {
    const signed = await signedCall(change());
    expect((await post(signed.init)).status).toBe(200);
    expect(await post(signed.init)).toMatchObject({ status: 409, body: { message: WEBHOOK_REPLAYED } });
  });

  it("refuses a replay of two identical calls sent at once: exactly one is accepted", async () => {
    const signed = await signedCall(change());
    const statuses = (await Promise.all([post(signed.init), post(signed.init), post(signed.init)])).map(
      (a) => a.status,
    );
    expect(statuses.sort()).toEqual([200, 409, 409]);
  });

  it("refuses an old call even with a fresh delivery id", async () => {
    const old = await signedCall(change(), { at: Math.floor(Date.now() / 1000) - 3600 });
    expect(await post(old.init)).toMatchObject({ status: 401, body: { message: WEBHOOK_EXPIRED } });
  });

  it("refuses to purge pages of a domain that is not allowed", async () => {
    const foreign = await signedCall(change("https://evil.example"));
    expect(await post(foreign.init)).toMatchObject({ status: 403, body: { message: WEBHOOK_FOREIGN_DOMAIN } });
  });

  it("refuses a call from a web page (a foreign Origin), even when signed", async () => {
    const fromPage = await signedCall(change(), { headers: { origin: "https://evil.example" } });
    expect(await post(fromPage.init)).toMatchObject({ status: 403, body: { message: WEBHOOK_FROM_BROWSER } });
  });

  it("purges the post's category page from the edge page cache", async () => {
    const category = "/blog/category/renting";
    // Render once, then the stored copy answers.
    await (await fetch(url(category))).text();
    let cached = await fetch(url(category));
    await cached.text();
    expect(cached.headers.get("x-page-cache")).toBe("HIT");

    const signed = await signedCall(change());
    const answer = await post(signed.init);
    expect(answer.status).toBe(200);
    expect(answer.body.purged).toEqual(expect.arrayContaining(["/blog/renting-with-pets", category, "/blog"]));
    expect(answer.body.purged).not.toContain("/blog/category/buying");
    expect(answer.body.edgeCopies).toBeGreaterThanOrEqual(1);

    cached = await fetch(url(category));
    await cached.text();
    expect(cached.status).toBe(200);
    expect(cached.headers.get("x-page-cache")).toBe("MISS");
  });
});
