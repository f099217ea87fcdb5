import { z } from "zod";
import { plainText } from "../free-text";
import type { Viewer } from "../../auth/roles";
import { runInOneBatch } from "../../db/batch";
import {
  agentRatingRefresh,
  insertAgentReview,
  insertImportedReviewStatement,
  refreshAgentRating,
} from "../../db/queries/agents/agent-reviews";
import { findAgentIdOfMember } from "../../db/queries/agents/agent-transactions";
import type { ServiceContext } from "../context";
import { requireMember } from "../members/authorization";
import { badInput, fail, type Result } from "../result";
import type { AgentReviewRow } from "../../db/queries/agents/agent-profile";
import { toAgentReview, type AgentReview } from "./agent-profile";
import { getAgents } from "./get-agents";

export const MIN_REVIEW_LENGTH = 20;
export const MAX_REVIEW_LENGTH = 2_000;

export const agentReviewInput = z
  .object({
    agentId: z.coerce
      .number({ message: "Choose the agent to review" })
      .int("Choose the agent to review")
      .positive("Choose the agent to review"),
    rating: z
      .number({ message: "Give a rating from 1 to 5 stars" })
      .int("Give a rating from 1 to 5 stars")
      .min(1, "Give a rating from 1 to 5 stars")
      .max(5, "Give a rating from 1 to 5 stars"),
    body: plainText(
      z
        .string({ message: "Write a few words about the agent" })
        .trim()
        .min(MIN_REVIEW_LENGTH, `Write at least ${MIN_REVIEW_LENGTH} characters about the agent`)
        .max(MAX_REVIEW_LENGTH, `Keep your review under ${MAX_REVIEW_LENGTH.toLocaleString("en-AU")} characters`),
      "Your review",
      { multiline: true },
    ),
  })
  .strict();

/** Reviews come from the people an agent worked for, so an agent's own account may not write one. */
export const OWN_REVIEW_MESSAGE = "You can't review yourself: reviews come from the people an agent has worked for.";
export const colleagueReviewMessage = (agentName: string) =>
  `You can't review ${agentName}: they work in your office, and reviews come from the people an agent has worked for.`;

/**
 * A member reviews an agent: once per agent (the unique index refuses a second, also when two are
 * sent at once), and the agent's rating summary follows. An agent's own member account may not
 * review that agent nor anyone in the same office: a review is meant to be a client's word. The
 * text is stored as typed and always rendered as text.
 */
export async function reviewAgent(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ review: AgentReview; pageUri: string }>> {
  const member = requireMember(viewer);
  const parsed = agentReviewInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { agentId, rating, body } = parsed.data;
  const ownAgentId = await findAgentIdOfMember(ctx.db, member.memberId);
  const found = await getAgents(ctx, ownAgentId === undefined ? [agentId] : [agentId, ownAgentId]);
  const agent = found.find((one) => one.id === agentId);
  const ownAgent = found.find((one) => one.id === ownAgentId);
  if (!agent) return fail("NOT_FOUND", "No agent has that id.");
  if (ownAgentId === agentId) return fail("FORBIDDEN", OWN_REVIEW_MESSAGE);
  if (ownAgent && ownAgent.officeId === agent.officeId) return fail("FORBIDDEN", colleagueReviewMessage(agent.name));
  const row = await insertAgentReview(ctx.db, {
    agentId,
    memberId: member.memberId,
    authorName: member.name,
    rating,
    body,
    createdAt: ctx.now,
  });
  if (!row) return fail("CONFLICT", `You have already reviewed ${agent.name}`);
  await refreshAgentRating(ctx.db, agentId);
  // The profile shows the review: its shared copy is purged by the caller (pageUri).
  return { ok: true, review: toAgentReview(row), pageUri: agent.profileUrl };
}

/** At most this many reviews in one import call. */
export const MAX_IMPORTED_REVIEWS = 20;
/** Reviews older than this are not imported: the product shows what clients said recently enough to matter. */
const OLDEST_IMPORTED_YEAR = 2000;
export const ONLY_AGENTS_IMPORT_MESSAGE = "Only agents can import reviews. Sign in with your agent account.";

const importedReviewInput = z
  .object({
    authorName: plainText(
      z
        .string({ message: "Give the name of the person who wrote the review" })
        .trim()
        .min(2, "Give the name of the person who wrote the review")
        .max(100, "Keep the reviewer's name under 100 characters"),
      "The reviewer's name",
    ),
    rating: agentReviewInput.shape.rating,
    body: agentReviewInput.shape.body,
    source: plainText(
      z
        .string({ message: "Name the site the review was written on" })
        .trim()
        .min(2, "Name the site the review was written on")
        .max(60, "Keep the site's name under 60 characters"),
      "The site's name",
    ),
    writtenOn: z.iso.date("Give the day the review was written as YYYY-MM-DD"),
  })
  .strict();

export const importedReviewsInput = z
  .object({
    reviews: z
      .array(importedReviewInput, { message: "Send the reviews as a list" })
      .min(1, "Send at least one review")
      .max(MAX_IMPORTED_REVIEWS, `Send at most ${MAX_IMPORTED_REVIEWS} reviews at a time`),
  })
  .strict();

/**
 * The signed-in agent imports reviews their clients wrote on another site. They are shown as
 * imported, named after that site, with the day they were written, and count in the agent's
 * rating like any review (reports and moderation apply to them alike). A review already imported
 * (same site, reviewer and day) is skipped, not doubled, so an import can be sent again safely.
 * All of one call lands, with the new rating, in one batch.
 */
export async function importAgentReviews(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ imported: AgentReview[]; alreadyImported: number }>> {
  const member = requireMember(viewer);
  const agentId = await findAgentIdOfMember(ctx.db, member.memberId);
  if (agentId === undefined) return fail("FORBIDDEN", ONLY_AGENTS_IMPORT_MESSAGE);
  const parsed = importedReviewsInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const rows = [];
  for (const [index, review] of parsed.data.reviews.entries()) {
    const writtenAt = Date.parse(`${review.writtenOn}T00:00:00Z`);
    if (writtenAt > ctx.now || new Date(writtenAt).getUTCFullYear() < OLDEST_IMPORTED_YEAR) {
      return fail(
        "BAD_INPUT",
        `Review ${index + 1}: the day it was written must be between ${OLDEST_IMPORTED_YEAR} and today`,
      );
    }
    rows.push({
      agentId,
      memberId: null,
      authorName: review.authorName,
      rating: review.rating,
      body: review.body,
      source: review.source,
      createdAt: writtenAt,
    });
  }
  const [first, ...rest] = rows.map((row) => insertImportedReviewStatement(ctx.db, row));
  const results = await runInOneBatch(ctx.db, [first!, ...rest, agentRatingRefresh(ctx.db, agentId)]);
  const imported = (results.slice(0, rows.length) as AgentReviewRow[][]).flatMap((inserted) =>
    inserted.map(toAgentReview),
  );
  return { ok: true, imported, alreadyImported: rows.length - imported.length };
}
