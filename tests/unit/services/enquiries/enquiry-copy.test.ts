// The enquiry's "copy to sender" must not relay text to an address nobody proved is theirs: the
// agent always gets the enquiry, a copy goes only to a signed-in member's confirmed address.
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, members } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { sendEnquiry } from "@/lib/services/enquiries/send-enquiry";
import { createSearchFixture, FIXTURE_NOW, type SearchFixture } from "../../db/search-fixture";

let fixture: SearchFixture;
let listingId: number;
const config = { from: "Homefront <no-reply@homefront.example>" };

beforeAll(async () => {
  fixture = await createSearchFixture(20);
  listingId = fixture.listingRows[0]!.id;
  const member = { username: "m", name: "M", role: "member" as const, createdAt: FIXTURE_NOW };
  await fixture.db.insert(members).values([
    {
      ...member,
      id: "confirmed",
      username: "confirmed",
      email: "member@homefront.example",
      emailVerifiedAt: FIXTURE_NOW,
    },
    { ...member, id: "unconfirmed", username: "unconfirmed", email: "new@homefront.example", emailVerifiedAt: null },
  ]);
});

async function send(email: string, memberId?: string) {
  const ctx = createServiceContext(fixture.db, FIXTURE_NOW);
  const result = await sendEnquiry(
    ctx,
    { listingId, name: "Sam", email, message: "Please call me about this one." },
    { ...config, memberId },
  );
  const mail = (await fixture.db.select().from(mailOutbox)).filter(
    (row) => row.textBody.includes(email) || row.toAddress === email,
  );
  return { result, mail };
}

describe("enquiry copy to the sender", () => {
  it("sends an anonymous sender's enquiry to the agent only, never to the address typed in", async () => {
    const { result, mail } = await send("victim@elsewhere.example");
    expect(result).toMatchObject({ ok: true, copiedTo: null });
    expect(mail.map((row) => row.kind)).toEqual(["listing-enquiry"]);
    expect(mail.some((row) => row.toAddress === "victim@elsewhere.example")).toBe(false);
  });

  it("copies a signed-in member's enquiry to their confirmed address, not to what they typed", async () => {
    const { result } = await send("someone-else@elsewhere.example", "confirmed");
    expect(result).toMatchObject({ ok: true, copiedTo: "member@homefront.example" });
    const copies = (await fixture.db.select().from(mailOutbox)).filter((row) => row.kind === "listing-enquiry-copy");
    expect(copies.map((row) => row.toAddress)).toEqual(["member@homefront.example"]);
  });

  it("sends no copy while the member's address is unconfirmed", async () => {
    const { result } = await send("typed@elsewhere.example", "unconfirmed");
    expect(result).toMatchObject({ ok: true, copiedTo: null });
    const copies = (await fixture.db.select().from(mailOutbox)).filter(
      (row) => row.toAddress === "new@homefront.example" || row.toAddress === "typed@elsewhere.example",
    );
    expect(copies).toEqual([]);
  });
});
