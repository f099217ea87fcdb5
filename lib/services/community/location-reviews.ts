import { z } from "zod";
import { plainText } from "../free-text";
import type { Viewer } from "../../auth/roles";
import { REVIEWER_KINDS } from "../../db/schema/community";
import {
  countLocationReviews,
  getLocationReview,
  getMemberLocationReview,
  helpfulMarksOf,
  listLocationReviews,
  locationReviewSummary,
  markReviewHelpful,
  undoReviewHelpful,
  upsertLocationReview,
  type LocationReviewRow,
} from "../../db/queries/community/location-reviews";
import { REVIEWS_PAGE_SIZE, TEXT_LIMITS } from "../../community/limits";
import { REVIEW_FACTORS, REVIEW_SORTS, type ReviewFactorKey, type ReviewerKind } from "../../community/review-factors";
import type { ServiceContext } from "../context";
import { getLocation, locationUriOf } from "../locations/get-location";
import { requireMember } from "../members/authorization";
import { badInput, fail, type Result } from "../result";
import { authorLinksAllowed, reservePost, reserveVote } from "./author";
import { getComments, type PostComment } from "./comments";
import { LISTED, postMeta, viewerSees, type PostMeta } from "./posts";

/** Places members review: suburbs and streets (a state or region is too broad to live in). */
const REVIEWABLE = new Set(["suburb", "street"]);

export interface LocationReview extends PostMeta {
  locationId: number;
  reviewerKind: ReviewerKind;
  rating: number;
  factors: { key: ReviewFactorKey; label: string; rating: number }[];
  loves: string;
  considerations: string;
  helpfulCount: number;
  commentCount: number;
  updatedAt: string;
}

/** A review as the transport serves it: listed reviews carry their comments. */
export type LocationReviewModel = LocationReview & { comments?: PostComment[] };

export function toLocationReview(row: LocationReviewRow, viewer: Viewer | null): LocationReview {
  return {
    ...postMeta(row, viewer),
    locationId: row.locationId,
    reviewerKind: row.reviewerKind,
    rating: row.rating,
    factors: REVIEW_FACTORS.flatMap(({ key, label }) => {
      const rating = row[key];
      return rating == null ? [] : [{ key, label, rating }];
    }),
    loves: row.loves,
    considerations: row.considerations,
    helpfulCount: row.helpfulCount,
    commentCount: row.commentCount,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const stars = (what: string) =>
  z
    .number({ message: `Rate ${what} from 1 to 5 stars` })
    .int(`Rate ${what} from 1 to 5 stars`)
    .min(1, `Rate ${what} from 1 to 5 stars`)
    .max(5, `Rate ${what} from 1 to 5 stars`);

const locationIdSchema = z.coerce
  .number({ message: "Choose the place to review" })
  .int("Choose the place to review")
  .positive("Choose the place to review");

export const locationReviewInput = z
  .object({
    locationId: locationIdSchema,
    reviewerKind: z.enum(REVIEWER_KINDS, { error: "Say whether you are a local, a visitor or an agent" }),
    rating: stars("the place overall"),
    safety: stars("safety").nullish(),
    familyFriendliness: stars("family friendliness").nullish(),
    communitySpirit: stars("community spirit").nullish(),
    transport: stars("transport").nullish(),
    schoolAccess: stars("access to schools").nullish(),
    loves: plainText(
      z
        .string({ message: "Say what you love about the place" })
        .trim()
        .min(
          TEXT_LIMITS.reviewLoves.min,
          `Write at least ${TEXT_LIMITS.reviewLoves.min} characters about what you love`,
        )
        .max(
          TEXT_LIMITS.reviewLoves.max,
          `Keep what you love under ${TEXT_LIMITS.reviewLoves.max.toLocaleString("en-AU")} characters`,
        ),
      "What you love",
      { multiline: true },
    ),
    considerations: plainText(
      z
        .string()
        .trim()
        .max(
          TEXT_LIMITS.reviewConsiderations.max,
          `Keep what to consider under ${TEXT_LIMITS.reviewConsiderations.max.toLocaleString("en-AU")} characters`,
        ),
      "What to consider",
      { multiline: true },
    ).default(""),
  })
  .strict();

/**
 * A member reviews a suburb or street, or edits the review they wrote: one per member per place
 * (the upsert's unique key, also for two sent at once). Text is stored as typed and always
 * rendered as text.
 */
export async function writeLocationReview(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ review: LocationReview; pageUri: string }>> {
  const member = requireMember(viewer);
  const parsed = locationReviewInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const input = parsed.data;
  const location = await getLocation(ctx, String(input.locationId));
  if (!location || !REVIEWABLE.has(location.type))
    return fail("NOT_FOUND", "Only suburbs and streets can be reviewed.");
  const existing = await getMemberLocationReview(ctx.db, member.memberId, location.id);
  if (existing?.visibility === "removed") return fail("FORBIDDEN", "A moderator removed your review of this place.");
  const limited = await reservePost(ctx, member);
  if (limited) return limited;
  const row = await upsertLocationReview(ctx.db, {
    locationId: location.id,
    memberId: member.memberId,
    authorName: member.name,
    reviewerKind: input.reviewerKind,
    rating: input.rating,
    safety: input.safety ?? null,
    familyFriendliness: input.familyFriendliness ?? null,
    communitySpirit: input.communitySpirit ?? null,
    transport: input.transport ?? null,
    schoolAccess: input.schoolAccess ?? null,
    loves: input.loves,
    considerations: input.considerations,
    linksAllowed: await authorLinksAllowed(ctx, member),
    // Writing again brings back a review its author deleted.
    visibility: "visible",
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return { ok: true, review: toLocationReview(row, member), pageUri: location.uri };
}

export const reviewListInput = z
  .object({
    locationId: locationIdSchema,
    sort: z.enum(REVIEW_SORTS, { error: "Sort by recent, highest, lowest or helpful" }).default("recent"),
    reviewerKind: z.enum(REVIEWER_KINDS, { error: "Filter by local, visitor or agent" }).nullish(),
    minRating: z.number().int().min(1, "Ratings are 1 to 5").max(5, "Ratings are 1 to 5").nullish(),
    recentDays: z.number().int().min(1).max(3650).nullish(),
    page: z.number().int().min(1, "Pages start at 1").max(1000, "That page is past the last").default(1),
  })
  .strict();

export interface ReviewPage {
  reviews: (LocationReview & { comments: PostComment[] })[];
  total: number;
  page: number;
  pageCount: number;
}

/** A place's visible reviews, sorted and filtered, a page (5) at a time. */
export async function getLocationReviews(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<ReviewPage>> {
  const parsed = reviewListInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { locationId, sort, reviewerKind, minRating, recentDays, page } = parsed.data;
  const filter = {
    locationId,
    visibilities: LISTED,
    reviewerKind: reviewerKind ?? undefined,
    minRating: minRating ?? undefined,
    since: recentDays ? ctx.now - recentDays * 86_400_000 : undefined,
  };
  const [rows, total] = await Promise.all([
    listLocationReviews(ctx.db, { ...filter, sort, take: REVIEWS_PAGE_SIZE, skip: (page - 1) * REVIEWS_PAGE_SIZE }),
    countLocationReviews(ctx.db, filter),
  ]);
  const comments = await getComments(
    ctx,
    viewer,
    "review",
    rows.filter((row) => row.commentCount > 0).map((row) => row.id),
  );
  return {
    ok: true,
    reviews: rows.map((row) => ({ ...toLocationReview(row, viewer), comments: comments.get(row.id) ?? [] })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
  };
}

export interface ReviewSummary {
  count: number;
  rating: number | null;
  factors: { key: ReviewFactorKey; label: string; rating: number }[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A place's rating summary: the average overall rating and each factor's, from visible reviews. */
export async function getLocationReviewSummary(ctx: ServiceContext, locationId: number): Promise<ReviewSummary> {
  const row = await locationReviewSummary(ctx.db, locationId);
  return {
    count: row.count,
    rating: row.rating == null ? null : oneDecimal(row.rating),
    factors: REVIEW_FACTORS.flatMap(({ key, label }) => {
      const rating = row[key];
      return rating == null ? [] : [{ key, label, rating: oneDecimal(rating) }];
    }),
  };
}

/** The signed-in member's own review of a place (to edit it), or null. */
export async function getMyLocationReview(
  ctx: ServiceContext,
  viewer: Viewer | null,
  locationId: number,
): Promise<LocationReview | null> {
  if (!viewer) return null;
  const row = await getMemberLocationReview(ctx.db, viewer.memberId, locationId);
  return row && viewerSees(viewer, row) ? toLocationReview(row, viewer) : null;
}

export const reviewIdInput = z
  .object({ reviewId: z.coerce.number({ message: "Choose a review" }).int().positive("Choose a review") })
  .strict();

/**
 * Marks a review helpful, or takes the mark back. Idempotent: repeats and parallel requests leave
 * one mark (primary key) and the count is recounted from the marks. Not on one's own review.
 */
export async function setReviewHelpful(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
  helpful: boolean,
): Promise<Result<{ reviewId: number; helpful: boolean; helpfulCount: number; pageUri: string | null }>> {
  const member = requireMember(viewer);
  const parsed = reviewIdInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { reviewId } = parsed.data;
  const review = await getLocationReview(ctx.db, reviewId);
  if (!review || review.visibility !== "visible") return fail("NOT_FOUND", "That review is no longer there.");
  if (review.memberId === member.memberId) return fail("FORBIDDEN", "You cannot mark your own review as helpful.");
  const limited = await reserveVote(ctx, member);
  if (limited) return limited;
  const helpfulCount = helpful
    ? await markReviewHelpful(ctx.db, member.memberId, reviewId, ctx.now)
    : await undoReviewHelpful(ctx.db, member.memberId, reviewId);
  return { ok: true, reviewId, helpful, helpfulCount, pageUri: await locationUriOf(ctx, review.locationId) };
}

/** Which of these reviews the signed-in member marked helpful (none for a visitor). */
export async function myHelpfulReviewIds(
  ctx: ServiceContext,
  viewer: Viewer | null,
  reviewIds: readonly number[],
): Promise<number[]> {
  if (!viewer) return [];
  return helpfulMarksOf(ctx.db, viewer.memberId, reviewIds.slice(0, 100));
}
