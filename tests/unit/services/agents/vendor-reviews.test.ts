// Vendor reviews on real SQL (node:sqlite with the real migrations): who may ask, one request per
// sale, the e-mail written with the request, the link's single use (also for submits sent at the
// same time), the verified mark, the agent's one reply, and the listing call's statuses.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { insertSamAndKim } from "./agent-test-setup";
import { memberTestDatabase, TEST_MEMBER_CONFIG } from "../../auth/member-test-setup";
import type { Viewer } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/database";
import { agentReviews, agents, listings, mailOutbox } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import {
  ALREADY_ASKED_MESSAGE,
  ALREADY_REPLIED_MESSAGE,
  getVendorReview,
  getVendorReviewInvitation,
  LINK_INVALID_MESSAGE,
  LINK_USED_MESSAGE,
  listMySalesForVendorReview,
  listVendorReviewsOf,
  NOT_YOUR_REVIEW_MESSAGE,
  NOT_YOUR_SALE_MESSAGE,
  ONLY_AGENTS_ASK_MESSAGE,
  replyToAgentReview,
  requestVendorReview,
  writeReviewFromVendorLink,
} from "@/lib/services/agents/vendor-reviews";
import { getViewerAgent } from "@/lib/services/agents/viewer-agent";
import { FailureError, type Failure } from "@/lib/services/result";

let db: Database;
const NOW = Date.UTC(2026, 10, 24, 9);
const DAY = 86_400_000;
const ctx = () => createServiceContext(db, NOW);
const viewer = (memberId: string, role: Viewer["role"] = "member"): Viewer => ({
  memberId,
  username: memberId,
  name: memberId,
  role,
  sessionId: "s",
});
const agentSam = viewer("member-sam", "agent");
const agentKim = viewer("member-kim", "agent");
const plainMember = viewer("member-pat");
const config = { siteUrl: TEST_MEMBER_CONFIG.siteUrl, mailFrom: TEST_MEMBER_CONFIG.mailFrom };
const SAM_SALE = 9001;
const SAM_OLD_SALE = 9002;
const KIM_SALE = 9003;
const SAM_FOR_SALE = 9004;

function listing(id: number, agentId: number, statusType: "sold" | "buy", soldAt: number | null) {
  return {
    id,
    statusType,
    propertyType: 1,
    tierType: "standard" as const,
    title: "A home",
    description: "A home by the beach.",
    suburbId: 501,
    stateCode: "NSW",
    postcode: "2026",
    streetNumber: String(id % 100),
    streetName: "Campbell Parade",
    latitude: -33.89,
    longitude: 151.27,
    priceText: "Sold",
    priceLongText: "Sold",
    bedrooms: 3,
    bathrooms: 2,
    carSpaces: 1,
    listedAt: NOW - 100 * DAY,
    soldAt,
    photoCount: 1,
    artSeed: id,
    agentId,
    officeId: 1,
  };
}

beforeEach(async () => {
  db = memberTestDatabase();
  await insertSamAndKim(db);
  // One a statement: D1 takes at most 100 parameters in one.
  for (const row of [
    listing(SAM_SALE, 7, "sold", NOW - 10 * DAY),
    listing(SAM_OLD_SALE, 7, "sold", NOW - 400 * DAY),
    listing(KIM_SALE, 8, "sold", NOW - 5 * DAY),
    listing(SAM_FOR_SALE, 7, "buy", null),
  ])
    await db.insert(listings).values(row);
});

/** The failure a call ended in, whether returned or thrown by a guard. */
async function failureOf(call: Promise<{ ok: boolean }>): Promise<Failure> {
  try {
    const result = await call;
    if (result.ok) throw new Error("expected a failure");
    return result as Failure;
  } catch (error) {
    if (error instanceof FailureError) return error.failure;
    throw error;
  }
}

const request = { listingId: SAM_SALE, vendorName: "Jo Vendor", vendorEmail: "Jo.Vendor@example.com" };
const review = { rating: 5, body: "Sold above the reserve and kept us informed all along." };

/** Asks for a review of Sam's sale and returns the link's token from the e-mail written with it. */
async function askAndReadToken(): Promise<string> {
  const asked = await requestVendorReview(ctx(), agentSam, request, config);
  if (!asked.ok) throw new Error(asked.message);
  const [mail] = await db.select().from(mailOutbox);
  const token = /\/vendor-review\?token=([\w-]+)/.exec(mail!.textBody)?.[1];
  if (!token) throw new Error("no link in the e-mail");
  return token;
}

describe("asking a vendor for a review", () => {
  it("lists only the agent's own sales of the last 12 months, with what was asked", async () => {
    const before = await listMySalesForVendorReview(ctx(), agentSam);
    expect(before.ok && before.sales.map((sale) => [sale.listingId, sale.requestedAt, sale.reviewed])).toEqual([
      [SAM_SALE, null, false],
    ]);
    await askAndReadToken();
    const after = await listMySalesForVendorReview(ctx(), agentSam);
    expect(after.ok && after.sales[0]?.requestedAt).toBe(new Date(NOW).toISOString());
  });

  it("answers a member who is not an agent with the refusal the hub page shows, rather than throwing it", async () => {
    expect(await listMySalesForVendorReview(ctx(), plainMember)).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
      message: ONLY_AGENTS_ASK_MESSAGE,
    });
    expect(await getViewerAgent(ctx(), null, ONLY_AGENTS_ASK_MESSAGE)).toMatchObject({ ok: false, code: "FORBIDDEN" });
    const sam = await getViewerAgent(ctx(), agentSam, ONLY_AGENTS_ASK_MESSAGE);
    expect(sam.ok && sam.agent.username).toBe("sam-agent");
  });

  it("is for agents only, and only for their own sales", async () => {
    expect((await failureOf(requestVendorReview(ctx(), null, request, config))).code).toBe("UNAUTHENTICATED");
    expect(await failureOf(requestVendorReview(ctx(), plainMember, request, config))).toMatchObject({
      code: "FORBIDDEN",
      message: ONLY_AGENTS_ASK_MESSAGE,
    });
    for (const listingId of [KIM_SALE, SAM_FOR_SALE, 123456])
      expect(await failureOf(requestVendorReview(ctx(), agentSam, { ...request, listingId }, config))).toMatchObject({
        code: "NOT_FOUND",
        message: NOT_YOUR_SALE_MESSAGE,
      });
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("refuses bad input with the field's sentence", async () => {
    const bad = await failureOf(requestVendorReview(ctx(), agentSam, { ...request, vendorEmail: "jo" }, config));
    expect(bad).toMatchObject({
      code: "BAD_INPUT",
      message: "Give the vendor's e-mail address, like name@example.com",
    });
  });

  it("writes the request with one e-mail to the vendor holding the link, once per sale even when sent twice at once", async () => {
    const results = await Promise.all([
      requestVendorReview(ctx(), agentSam, request, config),
      requestVendorReview(ctx(), agentSam, { ...request, vendorEmail: "other@example.com" }, config),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ code: "CONFLICT", message: ALREADY_ASKED_MESSAGE });
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toMatch(/@example\.com$/);
    expect(mails[0]!.replyTo).toBe("sam@agency.example");
    expect(mails[0]!.textBody).toContain("https://homefront.example/vendor-review?token=");
  });
});

describe("the vendor's link", () => {
  it("opens the invitation, publishes a verified vendor review under the vendor's name and then is spent", async () => {
    const token = await askAndReadToken();
    const invitation = await getVendorReviewInvitation(ctx(), token);
    expect(invitation).toMatchObject({ ok: true, vendorName: "Jo Vendor", address: "1 Campbell Parade" });
    const written = await writeReviewFromVendorLink(ctx(), { token, ...review });
    expect(written).toMatchObject({ ok: true, review: { isVerifiedVendor: true, authorName: "Jo Vendor", rating: 5 } });
    const [agent] = await db.select().from(agents).where(eq(agents.id, 7));
    expect([agent!.reviewCount, agent!.ratingAverage]).toEqual([1, 5]);
    expect(await failureOf(writeReviewFromVendorLink(ctx(), { token, ...review }))).toMatchObject({
      code: "CONFLICT",
      message: LINK_USED_MESSAGE,
    });
    expect(await failureOf(getVendorReviewInvitation(ctx(), token))).toMatchObject({ message: LINK_USED_MESSAGE });
    const sales = await listMySalesForVendorReview(ctx(), agentSam);
    expect(sales.ok && sales.sales[0]?.reviewed).toBe(true);
  });

  it("publishes exactly one review when the same link is submitted several times at once", async () => {
    const token = await askAndReadToken();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => writeReviewFromVendorLink(ctx(), { token, ...review, rating: 1 + i })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.code === "CONFLICT")).toBe(
      true,
    );
    expect(await db.select().from(agentReviews)).toHaveLength(1);
  });

  it("refuses a made-up or mistyped link with a sentence", async () => {
    await askAndReadToken();
    for (const token of ["", "short", "x".repeat(43)])
      expect(await failureOf(writeReviewFromVendorLink(ctx(), { token, ...review }))).toMatchObject({
        message: expect.stringMatching(/review link is not valid|Write at least/),
      });
    expect(await failureOf(getVendorReviewInvitation(ctx(), "y".repeat(43)))).toMatchObject({
      code: "NOT_FOUND",
      message: LINK_INVALID_MESSAGE,
    });
    expect(await db.select().from(agentReviews)).toHaveLength(0);
  });
});

describe("the agent's reply", () => {
  async function aReviewOfSam(): Promise<number> {
    const token = await askAndReadToken();
    const written = await writeReviewFromVendorLink(ctx(), { token, ...review });
    if (!written.ok) throw new Error(written.message);
    return written.review.id;
  }

  it("is written once, also when two are sent at once; another agent's review is not theirs to answer", async () => {
    const reviewId = await aReviewOfSam();
    expect(await failureOf(replyToAgentReview(ctx(), agentKim, { reviewId, reply: "Thanks!" }))).toMatchObject({
      code: "NOT_FOUND",
      message: NOT_YOUR_REVIEW_MESSAGE,
    });
    const results = await Promise.all([
      replyToAgentReview(ctx(), agentSam, { reviewId, reply: "Thank you, Jo." }),
      replyToAgentReview(ctx(), agentSam, { reviewId, reply: "Thanks again, Jo." }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ code: "CONFLICT", message: ALREADY_REPLIED_MESSAGE });
    const shown = await getVendorReview(ctx(), reviewId);
    expect(shown.ok && shown.review.reply).toMatch(/^Thank/);
  });

  it("is refused to members who are not agents", async () => {
    const reviewId = await aReviewOfSam();
    expect((await failureOf(replyToAgentReview(ctx(), plainMember, { reviewId, reply: "Hi" }))).code).toBe("FORBIDDEN");
  });
});

describe("listing vendor reviews (GET /reviews/vendor)", () => {
  it("gives published reviews to anyone by default and open requests only to the agent", async () => {
    await askAndReadToken();
    expect(await listVendorReviewsOf(ctx(), null, { agentUserId: "7" })).toEqual({ ok: true, items: [] });
    const open = await listVendorReviewsOf(ctx(), agentSam, { agentUserId: "7", status: "0" });
    expect(open.ok && open.items.map((item) => [item.status, "vendorEmail" in item && item.vendorEmail])).toEqual([
      [0, "jo.vendor@example.com"],
    ]);
    expect((await failureOf(listVendorReviewsOf(ctx(), agentKim, { agentUserId: "7", status: "0" }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await failureOf(listVendorReviewsOf(ctx(), null, { agentUserId: "7", status: "0" }))).code).toBe(
      "UNAUTHENTICATED",
    );
    expect(await failureOf(listVendorReviewsOf(ctx(), null, { agentUserId: "7", take: "51" }))).toMatchObject({
      code: "BAD_INPUT",
      message: "take is at most 50.",
    });
    expect((await failureOf(listVendorReviewsOf(ctx(), null, { agentUserId: "7", status: "2" }))).code).toBe(
      "BAD_INPUT",
    );
  });
});
