// Appraisal requests on real SQL (node:sqlite with the real migrations): one row and one e-mail per
// agent written together, the owner's copy only to a signed-in member's confirmed address, refused
// input with its sentence, and the per-sender allowance, also for requests sent at the same time.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { memberTestDatabase } from "../../auth/member-test-setup";
import { APPRAISAL_AGENTS_PER_WINDOW, APPRAISAL_WINDOW_MS } from "@/lib/agents/appraisal";
import type { Database } from "@/lib/db/database";
import { agents, appraisalRequests, locations, mailOutbox, members } from "@/lib/db/schema";
import { requestAppraisal } from "@/lib/services/agents/appraisal-request";
import { createServiceContext } from "@/lib/services/context";
import { testAgent } from "./agent-test-setup";

let db: Database;
const NOW = Date.UTC(2026, 10, 24, 9);
const ctx = (now = NOW) => createServiceContext(db, now);
const config = { from: "Homefront <hello@homefront.example>" };

beforeEach(async () => {
  db = memberTestDatabase();
  await db.insert(agents).values([testAgent(7, "Sam"), testAgent(8, "Kim"), testAgent(9, "Lee"), testAgent(10, "Max")]);
  const place = (id: number, type: "suburb" | "state", name: string, slug: string) => ({
    id,
    type,
    name,
    searchName: name.toLowerCase(),
    slug,
    uniqueUri: slug,
    stateCode: "NSW",
    postcode: type === "suburb" ? "2026" : null,
    latitude: -33.89,
    longitude: 151.27,
  });
  await db.insert(locations).values([place(501, "suburb", "Bondi", "bondi-nsw-2026"), place(2, "state", "NSW", "nsw")]);
  await db.insert(members).values({
    id: "m1",
    username: "owner-one",
    email: "owner@example.com",
    name: "Olive Owner",
    createdAt: NOW - 100_000,
    emailVerifiedAt: NOW - 50_000,
  });
});

const request = (agentIds: number[], email = "Olive.Owner@example.com") => ({
  locationId: 501,
  address: "12 Kookaburra Street",
  agentIds,
  name: "Olive Owner",
  email,
  phone: "0412 345 678",
  message: "We are thinking of selling in spring.",
});

describe("asking agents for an appraisal", () => {
  it("stores one row per agent under one request and e-mails each agent, reply-to the owner", async () => {
    const result = await requestAppraisal(ctx(), request([7, 8]), config);
    expect(result.ok && result.agents.map((a) => a.name)).toEqual(["Sam Agent", "Kim Agent"]);
    expect(result.ok && result.address).toBe("12 Kookaburra Street, Bondi, NSW 2026");
    const rows = await db.select().from(appraisalRequests);
    expect(rows.map((row) => [row.agentId, row.email, row.suburbId, row.phone])).toEqual([
      [7, "olive.owner@example.com", 501, "0412 345 678"],
      [8, "olive.owner@example.com", 501, "0412 345 678"],
    ]);
    expect(new Set(rows.map((row) => row.requestId))).toEqual(new Set([result.ok && result.requestId]));
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.replyTo])).toEqual([
      ["appraisal-request", "sam@agency.example", "olive.owner@example.com"],
      ["appraisal-request", "kim@agency.example", "olive.owner@example.com"],
    ]);
    expect(mails[0]!.subject).toBe("Appraisal request: 12 Kookaburra Street, Bondi, NSW 2026");
    expect(mails[0]!.textBody).toContain("They also asked Kim Agent.");
    expect(mails[0]!.textBody).toContain("Phone: 0412 345 678");
    expect(result.ok && result.copiedTo).toBeNull();
  });

  it("sends a signed-in member a copy at their confirmed address, not the typed one", async () => {
    const result = await requestAppraisal(ctx(), request([9], "typed@example.com"), { ...config, memberId: "m1" });
    expect(result.ok && result.copiedTo).toBe("owner@example.com");
    const copies = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "appraisal-request-copy"));
    expect(copies.map((mail) => mail.toAddress)).toEqual(["owner@example.com"]);
    expect((await db.select().from(appraisalRequests))[0]!.memberId).toBe("m1");
  });

  it("refuses a fourth agent, no agent, the same agent twice, a missing phone, and stores nothing", async () => {
    const cases: [unknown, string][] = [
      [request([7, 8, 9, 10]), "You can ask up to 3 agents at once."],
      [request([]), "Choose at least one agent to ask for an appraisal."],
      [request([7, 7]), "Choose each agent once."],
      [{ ...request([7]), phone: "" }, "Please give a phone number so the agents can arrange a visit"],
      [{ ...request([7]), phone: "12" }, "Please enter a valid Australian phone number"],
      [
        { ...request([7]), address: "12" },
        "Please give the street address of your property (for example 12 Kookaburra Street)",
      ],
    ];
    for (const [input, message] of cases) {
      const result = await requestAppraisal(ctx(), input, config);
      expect(result).toMatchObject({ ok: false, code: "BAD_INPUT", message });
    }
    expect(await db.select().from(appraisalRequests)).toEqual([]);
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });

  it("refuses an unknown agent or a place that is not a suburb with 404", async () => {
    expect(await requestAppraisal(ctx(), request([7, 404]), config)).toMatchObject({
      code: "NOT_FOUND",
      message: "No agent has the id 404.",
    });
    expect(await requestAppraisal(ctx(), { ...request([7]), locationId: 2 }, config)).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await db.select().from(appraisalRequests)).toEqual([]);
  });

  it("answers a bot that filled the honeypot as if sent, and sends nothing", async () => {
    const result = await requestAppraisal(ctx(), { ...request([7]), website: "http://spam.example" }, config);
    expect(result).toMatchObject({ ok: true, requestId: "", agents: [] });
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });
});

describe("the per-sender allowance", () => {
  it("takes six agents a day by e-mail address (any case), refuses the seventh with what is left, frees up after 24 hours", async () => {
    expect((await requestAppraisal(ctx(), request([7, 8, 9]), config)).ok).toBe(true);
    expect((await requestAppraisal(ctx(NOW + 1), request([7, 8], "OLIVE.owner@example.com"), config)).ok).toBe(true);
    const refused = await requestAppraisal(ctx(NOW + 2), request([9, 10]), config);
    expect(refused).toMatchObject({
      ok: false,
      code: "RATE_LIMITED",
      message:
        "You have asked 5 agents for an appraisal in the last 24 hours, so you can ask 1 more today. Please choose fewer agents.",
    });
    expect((await requestAppraisal(ctx(NOW + 3), request([10]), config)).ok).toBe(true);
    expect(await db.select().from(appraisalRequests)).toHaveLength(APPRAISAL_AGENTS_PER_WINDOW);
    expect(await db.select().from(mailOutbox)).toHaveLength(APPRAISAL_AGENTS_PER_WINDOW);
    // Another sender is not held back by this one.
    expect((await requestAppraisal(ctx(NOW + 4), request([7], "someone@example.com"), config)).ok).toBe(true);
    expect((await requestAppraisal(ctx(NOW + APPRAISAL_WINDOW_MS + 1), request([7, 8, 9]), config)).ok).toBe(true);
  });

  it("holds under requests sent at the same time: of five three-agent requests, two are stored, whole", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => requestAppraisal(ctx(), request([7, 8, 9]), config)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === "RATE_LIMITED")).toBe(true);
    const rows = await db.select().from(appraisalRequests);
    expect(rows).toHaveLength(APPRAISAL_AGENTS_PER_WINDOW);
    // Every stored request has all three of its agents and their e-mails: none half-written.
    const perRequest = Object.groupBy(rows, (row) => row.requestId);
    expect(Object.values(perRequest).map((group) => group!.length)).toEqual([3, 3]);
    expect(await db.select().from(mailOutbox)).toHaveLength(APPRAISAL_AGENTS_PER_WINDOW);
  });
});
