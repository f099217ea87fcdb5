/**
 * Seller, property and agents' enquiries: each stored with its mail, and the sender's allowance
 * (shared with listing enquiries) reserved inside the INSERT, so parallel requests can never
 * overdraw it, and an enquiry to several agents is stored for all of them or for none.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { agentEnquiries, agents, listingEnquiries, mailOutbox } from "@/lib/db/schema";
import { ENQUIRIES_PER_WINDOW, ENQUIRY_RATE_LIMIT_MESSAGE } from "@/lib/listings/enquiry-reasons";
import { createServiceContext } from "@/lib/services/context";
import {
  MAX_AGENTS_PER_ENQUIRY,
  sendAgentsEnquiry,
  sendPropertyEnquiry,
  sendSellerEnquiry,
} from "@/lib/services/enquiries/agent-enquiry";
import { sendEnquiry } from "@/lib/services/enquiries/send-enquiry";
import { createSearchFixture, FIXTURE_NOW, type SearchFixture } from "../../db/search-fixture";

let fixture: SearchFixture;
let agentIds: number[];
const config = { from: "Homefront <no-reply@homefront.example>" };
const ctx = () => createServiceContext(fixture.db, FIXTURE_NOW);
let sender = 0;
const newSender = () => `sender-${++sender}@elsewhere.example`;
const message = "Could you call me about selling my place?";

beforeAll(async () => {
  fixture = await createSearchFixture(40);
  const [first] = await fixture.db.select().from(agents);
  // Two more agents of the same office, so an enquiry can go to three.
  await fixture.db.insert(agents).values(
    [2, 3].map((n) => ({
      ...first!,
      id: first!.id + n * 1000,
      username: `agent-${n}`,
      email: `agent-${n}@example.com`,
    })),
  );
  agentIds = (await fixture.db.select({ id: agents.id }).from(agents)).map((row) => row.id);
  expect(agentIds.length).toBeGreaterThanOrEqual(MAX_AGENTS_PER_ENQUIRY);
});

async function storedFrom(email: string) {
  const enquiries = await fixture.db.select().from(agentEnquiries).where(eq(agentEnquiries.email, email));
  const mail = (await fixture.db.select().from(mailOutbox)).filter((row) => row.replyTo === email);
  return { enquiries, mail };
}

describe("agent enquiries", () => {
  it("a seller's enquiry goes to the listing's agent with the owner's address, and nothing of it is refused", async () => {
    const email = newSender();
    const listing = fixture.listingRows[0]!;
    const result = await sendSellerEnquiry(
      ctx(),
      { listingId: listing.id, name: "Sam", email, propertyAddress: "14 Wren Lane, Bondi" },
      config,
    );
    expect(result).toMatchObject({ ok: true, kind: "seller", copiedTo: null });
    const { enquiries, mail } = await storedFrom(email);
    expect(enquiries).toMatchObject([
      { kind: "seller", agentId: listing.agentId, listingId: listing.id, propertyAddress: "14 Wren Lane, Bondi" },
    ]);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.kind).toBe("seller-enquiry");
    expect(mail[0]!.textBody).toContain("thinking of selling 14 Wren Lane, Bondi");
  });

  it("an enquiry to several agents stores one for each, with one e-mail each", async () => {
    const email = newSender();
    const ids = agentIds.slice(0, MAX_AGENTS_PER_ENQUIRY);
    const result = await sendAgentsEnquiry(ctx(), { agentIds: ids, name: "Sam", email, message }, config);
    expect(result).toMatchObject({ ok: true, kind: "agents" });
    expect(result.ok && result.agents.map((agent) => agent.id)).toEqual(ids);
    const { enquiries, mail } = await storedFrom(email);
    expect(enquiries.map((row) => row.agentId).sort()).toEqual([...ids].sort());
    expect(mail).toHaveLength(ids.length);
  });

  it("refuses what a person can correct with a sentence, and ids nothing has with not found", async () => {
    const email = newSender();
    expect(await sendAgentsEnquiry(ctx(), { agentIds: [], name: "Sam", email, message }, config)).toMatchObject({
      ok: false,
      code: "BAD_INPUT",
      message: "Choose at least one agent.",
    });
    expect(
      await sendAgentsEnquiry(ctx(), { agentIds: [1, 2, 3, 4], name: "Sam", email, message }, config),
    ).toMatchObject({ ok: false, message: `An enquiry goes to at most ${MAX_AGENTS_PER_ENQUIRY} agents.` });
    expect(
      await sendAgentsEnquiry(ctx(), { agentIds: [agentIds[0]], name: "Sam", email, message: "hi" }, config),
    ).toMatchObject({ ok: false, message: "Please write a message (at least 10 characters)" });
    expect(await sendAgentsEnquiry(ctx(), { agentIds: [999_999], name: "Sam", email, message }, config)).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
      message: "No agent has the id 999999.",
    });
    expect(
      await sendPropertyEnquiry(
        ctx(),
        { locationId: 999_999, name: "Sam", email, message, propertyAddress: "3 Wren Lane" },
        config,
      ),
    ).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await storedFrom(email)).toEqual({ enquiries: [], mail: [] });
  });

  it("a bot filling the hidden field is told it worked, and nothing is stored", async () => {
    const email = newSender();
    const result = await sendAgentsEnquiry(
      ctx(),
      { agentIds: [agentIds[0]], name: "Bot", email, message, website: "http://spam.example" },
      config,
    );
    expect(result).toEqual({ ok: true, kind: "agents", agents: [], copiedTo: null });
    expect(await storedFrom(email)).toEqual({ enquiries: [], mail: [] });
  });

  it(`lets exactly ${ENQUIRIES_PER_WINDOW} of ten parallel enquiries from one sender through, each with its mail`, async () => {
    const email = newSender();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        sendAgentsEnquiry(ctx(), { agentIds: [agentIds[0]], name: "Sam", email, message }, config),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(ENQUIRIES_PER_WINDOW);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 10 - ENQUIRIES_PER_WINDOW }, () => ({
        ok: false,
        code: "RATE_LIMITED",
        status: 429,
        message: ENQUIRY_RATE_LIMIT_MESSAGE,
      })),
    );
    const { enquiries, mail } = await storedFrom(email);
    expect(enquiries).toHaveLength(ENQUIRIES_PER_WINDOW);
    expect(mail).toHaveLength(ENQUIRIES_PER_WINDOW);
  });

  it("shares the allowance with listing enquiries, and stores a several-agent enquiry for all or none", async () => {
    const email = newSender();
    const listingId = fixture.listingRows[1]!.id;
    const listingResults = await Promise.all(
      Array.from({ length: ENQUIRIES_PER_WINDOW + 3 }, () =>
        sendEnquiry(ctx(), { listingId, name: "Sam", email, message }, config),
      ),
    );
    // Parallel listing enquiries cannot overdraw it either (they were counted, then written, before).
    expect(listingResults.filter((result) => result.ok)).toHaveLength(ENQUIRIES_PER_WINDOW);
    expect(await fixture.db.$count(listingEnquiries, eq(listingEnquiries.email, email))).toBe(ENQUIRIES_PER_WINDOW);
    expect(
      await sendAgentsEnquiry(ctx(), { agentIds: [agentIds[0]], name: "Sam", email, message }, config),
    ).toMatchObject({ ok: false, code: "RATE_LIMITED" });

    // Two places left: an enquiry to three agents does not fit, and none of its three is stored.
    const other = newSender();
    for (let i = 0; i < ENQUIRIES_PER_WINDOW - 2; i += 1)
      expect(await sendEnquiry(ctx(), { listingId, name: "Sam", email: other, message }, config)).toMatchObject({
        ok: true,
      });
    const three = await sendAgentsEnquiry(
      ctx(),
      { agentIds: agentIds.slice(0, 3), name: "Sam", email: other, message },
      config,
    );
    expect(three).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    expect((await storedFrom(other)).enquiries).toEqual([]);
    expect(
      await sendAgentsEnquiry(ctx(), { agentIds: agentIds.slice(0, 2), name: "Sam", email: other, message }, config),
    ).toMatchObject({ ok: true });
    expect((await storedFrom(other)).enquiries).toHaveLength(2);
  });
});
