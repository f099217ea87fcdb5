// An agent's activities on real SQL (node:sqlite with the real migrations): every activity item
// type from the tables it lives in, newest first, paged without overlap, only what anyone may
// see (no held review, no hidden address), and refusals in sentences.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { alertTestDatabase, PLACES, viewer } from "../alerts/alert-test-db";
import type { Database } from "@/lib/db/database";
import { agentMembers, agentReviews, agents, listings, members } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { answerQuestion, askQuestion } from "@/lib/services/community/questions";
import { writeLocationReview } from "@/lib/services/community/location-reviews";
import { agentActivities, agentActivitiesByFilter, type AgentActivity } from "@/lib/services/agents/agent-activity";
import { getAgents } from "@/lib/services/agents/get-agents";
import { testAgent } from "./agent-test-setup";

let db: Database;
const NOW = Date.UTC(2026, 10, 24, 9);
const MINUTE = 60_000;
const DAY = 86_400_000;
let clock = NOW;
const ctx = () => createServiceContext(db, clock);
const SAM = 7;
const KIM = 8;

function listing(id: number, statusType: "buy" | "rent" | "sold" | "leased", listedAt: number, resultAt?: number) {
  return {
    id,
    statusType,
    propertyType: 7,
    tierType: "standard" as const,
    title: `Home ${id} by the beach`,
    description: "A home by the beach.",
    suburbId: PLACES.bondi.id,
    stateCode: "NSW",
    postcode: "2026",
    streetNumber: String(id % 100),
    streetName: "Campbell Parade",
    addressHidden: id === 9003,
    latitude: -33.89,
    longitude: 151.27,
    priceText: "Contact agent",
    priceLongText: "Contact agent",
    bedrooms: 3,
    bathrooms: 2,
    carSpaces: 1,
    listedAt,
    soldAt: statusType === "sold" ? resultAt : null,
    leasedAt: statusType === "leased" ? resultAt : null,
    photoCount: 1,
    artSeed: id,
    agentId: SAM,
    officeId: 1,
  };
}

function review(id: number, agentId: number, at: number, extra: Partial<typeof agentReviews.$inferInsert> = {}) {
  return { id, agentId, authorName: `Reviewer ${id}`, rating: 4, body: `Review ${id} text.`, createdAt: at, ...extra };
}

async function everything(agentId = SAM): Promise<AgentActivity[]> {
  const [agent] = await getAgents(ctx(), [agentId]);
  const page = await agentActivities(ctx(), agent!, { take: 50 });
  if (!page.ok) throw new Error(page.message);
  return page.activities;
}

beforeEach(async () => {
  db = await alertTestDatabase();
  clock = NOW;
  await db.insert(agents).values([testAgent(SAM, "Sam"), testAgent(KIM, "Kim")]);
  await db.insert(members).values({
    id: "member-sam",
    username: "sam-agent",
    email: "sam@agency.example",
    name: "Sam Agent",
    role: "agent",
    createdAt: NOW - 300 * DAY,
    emailVerifiedAt: NOW - 300 * DAY,
  });
  await db.insert(agentMembers).values({ memberId: "member-sam", agentId: SAM });
  // One a statement: D1 takes at most 100 parameters in one.
  for (const row of [
    listing(9001, "buy", NOW - 2 * DAY),
    listing(9002, "sold", NOW - 60 * DAY, NOW - 10 * DAY),
    listing(9003, "leased", NOW - 40 * DAY, NOW - 20 * DAY),
  ])
    await db.insert(listings).values(row);
  await db.insert(agentReviews).values(review(1, SAM, NOW - 5 * DAY, { isVendor: true, listingId: 9002 }));
  await db.insert(agentReviews).values(review(2, SAM, NOW - 4 * DAY, { visibility: "held", reportCount: 3 }));
  // Sam, as a member, reviewed Kim.
  await db.insert(agentReviews).values(review(3, KIM, NOW - 3 * DAY, { memberId: "member-sam", authorName: "Sam" }));
  clock = NOW - DAY;
  const reviewed = await writeLocationReview(ctx(), viewer("member-sam", "sam-agent"), {
    locationId: PLACES.bondi.id,
    reviewerKind: "local",
    rating: 5,
    loves: "The beach at dawn and the buses to the city.",
  });
  if (!reviewed.ok) throw new Error(reviewed.message);
  clock += MINUTE;
  const asked = await askQuestion(ctx(), viewer("member-sam", "sam-agent"), {
    locationId: PLACES.bondi.id,
    title: "Which Bondi streets flood in a storm?",
  });
  if (!asked.ok) throw new Error(asked.message);
  clock += MINUTE;
  const answered = await answerQuestion(
    ctx(),
    viewer("member-sam", "sam-agent"),
    { questionId: asked.question.id, body: "Lamrock Avenue, after heavy rain." },
    { siteUrl: "https://homefront.example", mailFrom: "Homefront <no-reply@homefront.example>" },
  );
  if (!answered.ok) throw new Error(answered.message);
  clock = NOW;
});

describe("an agent's activities", () => {
  it("are every kind, newest first, with what each says and where it is", async () => {
    const items = await everything();
    expect(items.map((item) => [item.type, item.headline])).toEqual([
      ["AnsweredAQuestion", "Answered a question about Bondi, NSW 2026"],
      ["AskedAQuestion", "Asked about Bondi, NSW 2026"],
      ["ReviewedALocation", "Reviewed Bondi, NSW 2026"],
      ["ListedAProperty", "Listed for sale: 1 Campbell Parade, Bondi NSW 2026"],
      ["Reviewed", "Reviewed Kim Agent"],
      ["Reviewed", "Reviewed by Reviewer 1, a verified vendor"],
      ["SoldOrLeasedAProperty", "Sold 2 Campbell Parade, Bondi NSW 2026"],
      ["SoldOrLeasedAProperty", "Leased a home in Bondi NSW 2026 (address on request)"],
      ["ListedAProperty", "Listed for rent: a home in Bondi NSW 2026 (address on request)"],
      ["ListedAProperty", "Listed for sale: 2 Campbell Parade, Bondi NSW 2026"],
    ]);
    const times = items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items.find((item) => item.headline === "Reviewed Kim Agent")).toMatchObject({
      uri: "/real-estate-agency/agent/kim-agent#agent-reviews",
      rating: 4,
      excerpt: "Review 3 text.",
    });
    expect(items.find((item) => item.type === "SoldOrLeasedAProperty")?.uri).toMatch(/^\/homes\/.+\/9002$/);
    expect(items.every((item) => item.agentId === SAM)).toBe(true);
  });

  it("never show a held review nor the street of a home whose address is withheld", async () => {
    const items = await everything();
    expect(items.some((item) => item.excerpt === "Review 2 text.")).toBe(false);
    const hidden = items.filter((item) => item.id === 9003);
    expect(hidden).toHaveLength(2);
    for (const item of hidden) expect(JSON.stringify(item)).not.toContain("3 Campbell");
  });

  it("page without overlap or gap, 5 by default, and say whether more follow", async () => {
    const all = await everything();
    const [sam] = await getAgents(ctx(), [SAM]);
    const pages: AgentActivity[] = [];
    for (let skip = 0; ; skip += 3) {
      const page = await agentActivities(ctx(), sam!, { skip, take: 3 });
      if (!page.ok) throw new Error(page.message);
      pages.push(...page.activities);
      expect(page.hasMore).toBe(skip + 3 < all.length);
      if (!page.hasMore) break;
    }
    expect(pages).toEqual(all);
    const first = await agentActivities(ctx(), sam!, {});
    expect(first.ok && first.activities).toEqual(all.slice(0, 5));
  });

  it("can be narrowed to some types, and an agent with no account has only their work", async () => {
    const sold = await agentActivitiesByFilter(ctx(), { userIds: [SAM], types: ["SoldOrLeasedAProperty"] });
    expect(sold.ok && sold.activities.map((item) => item.id)).toEqual([9002, 9003]);
    // Kim has no member account: only the review Sam wrote of them.
    expect((await everything(KIM)).map((item) => [item.type, item.headline])).toEqual([
      ["Reviewed", "Reviewed by Sam"],
    ]);
  });

  it("of several agents merge into one timeline", async () => {
    const both = await agentActivitiesByFilter(ctx(), { userIds: [KIM, SAM], take: 50 });
    if (!both.ok) throw new Error(both.message);
    expect(both.activities).toHaveLength((await everything(SAM)).length + 1);
    expect(both.activities.filter((item) => item.agentId === KIM).map((item) => item.id)).toEqual([3]);
  });

  it("refuse what cannot be answered with a sentence", async () => {
    expect(await agentActivitiesByFilter(ctx(), {})).toMatchObject({
      code: "BAD_INPUT",
      message: "userIds is a list of agent ids (numbers).",
    });
    expect(await agentActivitiesByFilter(ctx(), { userIds: [] })).toMatchObject({
      message: "userIds names at least one agent id.",
    });
    expect(await agentActivitiesByFilter(ctx(), { userIds: [SAM], take: 51 })).toMatchObject({
      message: "take is at most 50.",
    });
    expect(await agentActivitiesByFilter(ctx(), { userIds: [SAM], skip: 501 })).toMatchObject({
      message: "skip is at most 500.",
    });
    expect(await agentActivitiesByFilter(ctx(), { userIds: [SAM], types: ["Sold"] })).toMatchObject({
      code: "BAD_INPUT",
    });
    expect(await agentActivitiesByFilter(ctx(), { userIds: [SAM], colour: "red" })).toMatchObject({
      code: "BAD_INPUT",
    });
    expect(await agentActivitiesByFilter(ctx(), { userIds: [999] })).toMatchObject({
      code: "NOT_FOUND",
      message: "No agent has the id 999.",
    });
  });

  it("leave out a review of an agent once it is held", async () => {
    await db.update(agentReviews).set({ visibility: "held" }).where(eq(agentReviews.id, 1));
    expect((await everything()).some((item) => item.excerpt === "Review 1 text.")).toBe(false);
  });
});
