import { z } from "zod";
import { plainText } from "../free-text";
import { randomToken, sha256Hex } from "../../auth/encoding";
import type { Viewer } from "../../auth/roles";
import { runInOneBatch } from "../../db/batch";
import { findAgentIdOfMember } from "../../db/queries/agents/agent-transactions";
import { getAgentReview, type AgentReviewRow } from "../../db/queries/agents/agent-profile";
import { refreshAgentRating } from "../../db/queries/agents/agent-reviews";
import { insertMailWhere } from "../../db/queries/mail/mail";
import {
  getSaleOfAgent,
  getVendorReviewRequestByHash,
  insertVendorReviewRequestStatement,
  listOpenVendorReviewRequests,
  listSalesForVendorReview,
  listVendorReviews,
  saleHasVendorReview,
  setReviewReply,
  vendorReviewRequestStored,
  writeVendorReview,
  type VendorReviewRequestRow,
} from "../../db/queries/agents/vendor-reviews";
import type { ServiceContext } from "../context";
import { toOutboxRow } from "../mail/outbox";
import { requireMember } from "../members/authorization";
import { siteLink } from "../members/email-links";
import { badInput, fail, FailureError, type Result } from "../result";
import type { Agent } from "./agent";
import { toAgentReview, type AgentReview } from "./agent-profile";
import { agentReviewInput } from "./agent-reviews";
import { getAgents } from "./get-agents";
import { getViewerAgent } from "./viewer-agent";

/*
 * Vendor reviews: an agent signed in as a member asks the vendor of one of their sales for a
 * review. The vendor gets an e-mail with a single-use link (a random token; only its SHA-256 is
 * stored); the review written from it is marked as a verified vendor review. The agent may reply
 * once to any review of them.
 */

/** Where the vendor's link opens. The token travels in the query, never in a shared page. */
export const VENDOR_REVIEW_PATH = "/vendor-review";
/** Vendor reviews paging: take 20 (the product's default), at most 50. */
export const VENDOR_REVIEWS_TAKE = 20;
/** Sales listed for asking: the last 12 months, newest first. */
const SALES_WINDOW_MS = 365 * 86_400_000;
const SALES_SHOWN = 20;

export const ONLY_AGENTS_ASK_MESSAGE = "Only agents can ask vendors for reviews. Sign in with your agent account.";
export const ONLY_AGENTS_REPLY_MESSAGE = "Only agents can reply to reviews. Sign in with your agent account.";
export const LINK_INVALID_MESSAGE = "This review link is not valid. Ask your agent to send you a new one.";
export const LINK_USED_MESSAGE = "This review link has already been used: each link writes one review.";
export const ALREADY_ASKED_MESSAGE = "You have already asked the vendor of this sale for a review.";
export const ALREADY_REVIEWED_MESSAGE = "The vendor of this sale has already reviewed you.";
export const NOT_YOUR_SALE_MESSAGE = "That sale is not one of yours.";
export const ALREADY_REPLIED_MESSAGE = "You have already replied to this review.";
export const NOT_YOUR_REVIEW_MESSAGE = "That review is not about you.";

const positiveId = (message: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

export const vendorReviewRequestInput = z
  .object({
    listingId: positiveId("Choose one of your sales"),
    vendorName: plainText(
      z
        .string({ message: "Give the vendor's name" })
        .trim()
        .min(2, "Give the vendor's name")
        .max(100, "Keep the vendor's name under 100 characters"),
      "The vendor's name",
    ),
    vendorEmail: z
      .string({ message: "Give the vendor's e-mail address" })
      .trim()
      .toLowerCase()
      .pipe(z.email("Give the vendor's e-mail address, like name@example.com").max(254)),
  })
  .strict();

const tokenInput = z
  .string({ message: LINK_INVALID_MESSAGE })
  .trim()
  .min(20, LINK_INVALID_MESSAGE)
  .max(100, LINK_INVALID_MESSAGE);

export const vendorReviewInput = z
  .object({ token: tokenInput, rating: agentReviewInput.shape.rating, body: agentReviewInput.shape.body })
  .strict();

export const reviewReplyInput = z
  .object({
    reviewId: positiveId("Choose the review to reply to"),
    reply: plainText(
      z
        .string({ message: "Write your reply" })
        .trim()
        .min(2, "Write your reply")
        .max(1_000, "Keep your reply under 1,000 characters"),
      "Your reply",
      { multiline: true },
    ),
  })
  .strict();

export const vendorReviewsQuery = z
  .object({
    agentUserId: positiveId("agentUserId is the agent's id (a number)."),
    status: z.coerce
      .number({ message: "status is 1 (published reviews) or 0 (requests awaiting the vendor)." })
      .pipe(
        z.union([z.literal(0), z.literal(1)], {
          message: "status is 1 (published reviews) or 0 (requests awaiting the vendor).",
        }),
      )
      .default(1),
    skip: z.coerce
      .number({ message: "skip is a whole number from 0." })
      .int("skip is a whole number from 0.")
      .min(0, "skip is a whole number from 0.")
      .default(0),
    take: z.coerce
      .number({ message: "take is a whole number from 1 to 50." })
      .int("take is a whole number from 1 to 50.")
      .min(1, "take is a whole number from 1 to 50.")
      .max(50, "take is at most 50.")
      .default(VENDOR_REVIEWS_TAKE),
  })
  .strict();

export interface VendorReviewMailConfig {
  siteUrl: string;
  mailFrom: string;
}

/** The agent the signed-in member is; a guard (throws the refusal) like requireMember. */
async function requireAgent(ctx: ServiceContext, viewer: Viewer | null, message: string): Promise<Agent> {
  requireMember(viewer);
  const found = await getViewerAgent(ctx, viewer, message);
  if (!found.ok) throw new FailureError(found);
  return found.agent;
}

const streetAddress = (sale: { streetNumber: string | null; streetName: string }) =>
  [sale.streetNumber, sale.streetName].filter(Boolean).join(" ");

export interface SaleForVendorReview {
  listingId: number;
  address: string;
  /** The day it sold, ISO time. */
  soldAt: string;
  requestedAt: string | null;
  reviewed: boolean;
}

/** The signed-in agent's sales of the last 12 months, with whether each vendor was asked and answered. */
export async function listMySalesForVendorReview(
  ctx: ServiceContext,
  viewer: Viewer | null,
): Promise<Result<{ agent: Agent; sales: SaleForVendorReview[] }>> {
  requireMember(viewer);
  // A member who is not an agent is an answer the hub page shows, so it is returned, not thrown.
  const found = await getViewerAgent(ctx, viewer, ONLY_AGENTS_ASK_MESSAGE);
  if (!found.ok) return found;
  const { agent } = found;
  const rows = await listSalesForVendorReview(ctx.db, agent.id, ctx.now - SALES_WINDOW_MS, SALES_SHOWN);
  return {
    ok: true,
    agent,
    sales: rows.map((row) => ({
      listingId: row.listingId,
      address: `${streetAddress(row)}, ${row.suburbName}`,
      soldAt: new Date(row.soldAt).toISOString(),
      requestedAt: row.requestedAt === null ? null : new Date(row.requestedAt).toISOString(),
      reviewed: row.reviewed,
    })),
  };
}

export interface VendorReviewRequest {
  id: number;
  agentId: number;
  listingId: number;
  vendorName: string;
  vendorEmail: string;
  requestedAt: string;
  usedAt: string | null;
}

function toRequest(row: VendorReviewRequestRow): VendorReviewRequest {
  return {
    id: row.id,
    agentId: row.agentId,
    listingId: row.listingId,
    vendorName: row.vendorName,
    vendorEmail: row.vendorEmail,
    requestedAt: new Date(row.createdAt).toISOString(),
    usedAt: row.usedAt === null ? null : new Date(row.usedAt).toISOString(),
  };
}

/**
 * The agent asks the vendor of one of their sales for a review: the request and the vendor's
 * e-mail are written in one batch, the e-mail only when the request was (one request per sale:
 * the unique listing decides, also for two requests sent at once).
 */
export async function requestVendorReview(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
  config: VendorReviewMailConfig,
): Promise<Result<{ request: VendorReviewRequest }>> {
  const agent = await requireAgent(ctx, viewer, ONLY_AGENTS_ASK_MESSAGE);
  const parsed = vendorReviewRequestInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { listingId, vendorName, vendorEmail } = parsed.data;
  const sale = await getSaleOfAgent(ctx.db, agent.id, listingId);
  if (!sale) return fail("NOT_FOUND", NOT_YOUR_SALE_MESSAGE);
  if (await saleHasVendorReview(ctx.db, listingId)) return fail("CONFLICT", ALREADY_REVIEWED_MESSAGE);

  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const link = siteLink(config.siteUrl, VENDOR_REVIEW_PATH, { token });
  const mail = toOutboxRow(
    {
      kind: "vendor-review-request",
      to: vendorEmail,
      replyTo: agent.email,
      subject: `${agent.name} would value your review`,
      text: [
        `Hi ${vendorName},`,
        "",
        `${agent.name} sold ${streetAddress(sale)} for you and would like to know how it went.`,
        "Your review is published on their Homefront profile as a verified vendor review.",
        "",
        `Write your review: ${link}`,
        "",
        "The link works once. If you did not sell with this agent, ignore this e-mail.",
      ].join("\n"),
    },
    config.mailFrom,
    ctx.now,
  );
  await runInOneBatch(ctx.db, [
    insertVendorReviewRequestStatement(ctx.db, {
      agentId: agent.id,
      listingId,
      vendorName,
      vendorEmail,
      tokenHash,
      createdAt: ctx.now,
    }),
    insertMailWhere(ctx.db, mail, vendorReviewRequestStored(tokenHash)),
  ]);
  const request = await getVendorReviewRequestByHash(ctx.db, tokenHash);
  if (!request) return fail("CONFLICT", ALREADY_ASKED_MESSAGE);
  return { ok: true, request: toRequest(request) };
}

/** The request a link's token opens: unknown and used links are refused with a sentence. */
async function openRequest(ctx: ServiceContext, token: string): Promise<Result<{ request: VendorReviewRequestRow }>> {
  const request = await getVendorReviewRequestByHash(ctx.db, await sha256Hex(token));
  if (!request) return fail("NOT_FOUND", LINK_INVALID_MESSAGE);
  if (request.usedAt !== null) return fail("CONFLICT", LINK_USED_MESSAGE);
  return { ok: true, request };
}

export interface VendorReviewInvitation {
  agent: Agent;
  vendorName: string;
  address: string;
}

/** What the vendor's page shows before they write: who asks and about which sale. */
export async function getVendorReviewInvitation(
  ctx: ServiceContext,
  raw: unknown,
): Promise<Result<VendorReviewInvitation>> {
  const token = tokenInput.safeParse(raw);
  if (!token.success) return fail("NOT_FOUND", LINK_INVALID_MESSAGE);
  const opened = await openRequest(ctx, token.data);
  if (!opened.ok) return opened;
  const { request } = opened;
  const [[agent], sale] = await Promise.all([
    getAgents(ctx, [request.agentId]),
    getSaleOfAgent(ctx.db, request.agentId, request.listingId),
  ]);
  if (!agent || !sale) return fail("NOT_FOUND", LINK_INVALID_MESSAGE);
  return { ok: true, agent, vendorName: request.vendorName, address: streetAddress(sale) };
}

/**
 * The vendor writes their review from the link: published as a verified vendor review under the
 * name the agent addressed them by, and the link is spent in the same transaction, so of two
 * submits at once exactly one is published.
 */
export async function writeReviewFromVendorLink(
  ctx: ServiceContext,
  raw: unknown,
): Promise<Result<{ review: AgentReview; agent: Agent; pageUri: string }>> {
  const parsed = vendorReviewInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { token, rating, body } = parsed.data;
  const opened = await openRequest(ctx, token);
  if (!opened.ok) return opened;
  const { request } = opened;
  const [agent] = await getAgents(ctx, [request.agentId]);
  if (!agent) return fail("NOT_FOUND", LINK_INVALID_MESSAGE);
  const row = await writeVendorReview(ctx.db, request, {
    rating,
    body,
    authorName: request.vendorName,
    createdAt: ctx.now,
  });
  if (!row) return fail("CONFLICT", LINK_USED_MESSAGE);
  await refreshAgentRating(ctx.db, request.agentId);
  return { ok: true, review: toAgentReview(row), agent, pageUri: agent.profileUrl };
}

/**
 * The agent replies once to a review of them; a second reply (also one sent at the same time) is
 * refused. `pageUri` is the agent's profile, which shows the reply, for the caller to purge.
 */
export async function replyToAgentReview(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ review: AgentReview; pageUri: string }>> {
  const agent = await requireAgent(ctx, viewer, ONLY_AGENTS_REPLY_MESSAGE);
  const parsed = reviewReplyInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { reviewId, reply } = parsed.data;
  const row = await setReviewReply(ctx.db, reviewId, agent.id, reply, ctx.now);
  if (row) return { ok: true, review: toAgentReview(row), pageUri: agent.profileUrl };
  const review = await getAgentReview(ctx.db, reviewId);
  if (!review || review.agentId !== agent.id) return fail("NOT_FOUND", NOT_YOUR_REVIEW_MESSAGE);
  return fail("CONFLICT", ALREADY_REPLIED_MESSAGE);
}

export type VendorReviewListItem = (AgentReview & { status: 1 }) | (VendorReviewRequest & { status: 0 });

/**
 * GET /reviews/vendor: an agent's verified vendor reviews (status 1, anyone), or the requests
 * still awaiting the vendor (status 0: the agent themselves or an admin, since they name the
 * vendors' addresses).
 */
export async function listVendorReviewsOf(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ items: VendorReviewListItem[] }>> {
  const parsed = vendorReviewsQuery.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { agentUserId, status, skip, take } = parsed.data;
  const [agent] = await getAgents(ctx, [agentUserId]);
  if (!agent) return fail("NOT_FOUND", "No agent has that id.");
  if (status === 1) {
    const rows = await listVendorReviews(ctx.db, agent.id, skip, take);
    return { ok: true, items: rows.map((row) => ({ ...toAgentReview(row), status: 1 as const })) };
  }
  const member = requireMember(viewer);
  if ((await findAgentIdOfMember(ctx.db, member.memberId)) !== agent.id)
    return fail("FORBIDDEN", "Only the agent can see the requests awaiting their vendors.");
  const rows = await listOpenVendorReviewRequests(ctx.db, agent.id, skip, take);
  return { ok: true, items: rows.map((row) => ({ ...toRequest(row), status: 0 as const })) };
}

/** GET /reviews/vendor/{id}: one verified vendor review. */
export async function getVendorReview(ctx: ServiceContext, raw: unknown): Promise<Result<{ review: AgentReview }>> {
  const id = positiveId("The review id must be a number.").safeParse(raw);
  if (!id.success) return badInput(id.error, id.error.issues[0]?.message);
  const row: AgentReviewRow | undefined = await getAgentReview(ctx.db, id.data);
  if (!row || !row.isVendor) return fail("NOT_FOUND", "No vendor review has that id.");
  return { ok: true, review: toAgentReview(row) };
}
