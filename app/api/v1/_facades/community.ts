import { z } from "zod";
import { countLocationReviews, listLocationReviews } from "@/lib/db/queries/community/location-reviews";
import { countVisibleQuestions, listQuestions } from "@/lib/db/queries/community/questions";
import { QUESTIONS_PAGE_SIZE, REVIEWS_PAGE_SIZE } from "@/lib/community/limits";
import { REVIEW_SORTS } from "@/lib/community/review-factors";
import type { ServiceContext } from "@/lib/services/context";
import { getLocationsByIds } from "@/lib/services/locations/get-location";
import { badInput, fail, type Result } from "@/lib/services/result";
import { toLocationReview, type LocationReview } from "@/lib/services/community/location-reviews";
import { LISTED } from "@/lib/services/community/posts";
import { toQuestion, type Question } from "@/lib/services/community/questions";

/*
 * The main API's community calls (app/api/v1/…): a place's reviews and questions for clients
 * outside the app, paged by skip and take as the product's API is (take 5 by default). Answers
 * are what a visitor sees: visible posts only, never who wrote them beyond their shown name.
 */

const NOT_FOUND = "No location has that id.";
/** The most a caller may take at once: a page of a place's posts, not an export of them. */
const MAX_TAKE = 20;

const locationIdSchema = z
  .string()
  .regex(/^\d{1,9}$/, "A location id is a number, e.g. 5713470.")
  .transform(Number);
const skipSchema = z.coerce
  .number({ message: "skip must be a number." })
  .int("skip must be a whole number.")
  .min(0, "skip cannot be negative.")
  .max(10_000, "skip is at most 10,000.")
  .default(0);
const takeSchema = (fallback: number) =>
  z.coerce
    .number({ message: "take must be a number." })
    .int("take must be a whole number.")
    .min(1, "take must be at least 1.")
    .max(MAX_TAKE, `take is at most ${MAX_TAKE}.`)
    .default(fallback);

/**
 * The question list `type` of the product's API: 1 the most recent (its default), 2 the most
 * recently active, 3 unanswered, 4 the most answered.
 */
export const QUESTION_LIST_TYPES = { 1: "recent", 2: "active", 3: "unanswered", 4: "most_answered" } as const;
const typeSchema = z.coerce
  .number({ message: "type must be a number." })
  .refine(
    (value) => value in QUESTION_LIST_TYPES,
    "type is 1 (recent), 2 (active), 3 (unanswered) or 4 (most answered).",
  )
  .transform((value) => value as keyof typeof QUESTION_LIST_TYPES)
  .default(1);

const reviewQuery = z.object({
  skip: skipSchema,
  take: takeSchema(REVIEWS_PAGE_SIZE),
  sort: z.enum(REVIEW_SORTS, { message: `sort is one of ${REVIEW_SORTS.join(", ")}.` }).default("recent"),
});
const questionQuery = z.object({ type: typeSchema, skip: skipSchema, take: takeSchema(QUESTIONS_PAGE_SIZE) });

type Query = Record<string, string | null | undefined>;
/** An absent or empty query value takes the default. */
const given = (query: Query) => Object.fromEntries(Object.entries(query).filter(([, value]) => value));

async function locationIdOf(ctx: ServiceContext, rawId: string): Promise<Result<{ locationId: number }>> {
  const id = locationIdSchema.safeParse(rawId);
  if (!id.success) return badInput(id.error, id.error.issues[0]?.message);
  const [location] = await getLocationsByIds(ctx, [id.data]);
  return location ? { ok: true, locationId: location.id } : fail("NOT_FOUND", NOT_FOUND);
}

export interface LocationReviewsAnswer {
  locationId: number;
  total: number;
  skip: number;
  take: number;
  reviews: LocationReview[];
}

/** GET /reviews/location/{id}?skip=0&take=5&sort=recent: a place's visible reviews. */
export async function reviewsOfLocation(
  ctx: ServiceContext,
  rawId: string,
  query: Query,
): Promise<Result<LocationReviewsAnswer>> {
  const parsed = reviewQuery.safeParse(given(query));
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const place = await locationIdOf(ctx, rawId);
  if (!place.ok) return place;
  const { skip, take, sort } = parsed.data;
  const filter = { locationId: place.locationId, visibilities: LISTED };
  const [rows, total] = await Promise.all([
    listLocationReviews(ctx.db, { ...filter, sort, skip, take }),
    countLocationReviews(ctx.db, filter),
  ]);
  return {
    ok: true,
    locationId: place.locationId,
    total,
    skip,
    take,
    reviews: rows.map((row) => toLocationReview(row, null)),
  };
}

export interface LocationQuestionsAnswer {
  locationId: number;
  type: number;
  total: number;
  skip: number;
  take: number;
  questions: Question[];
}

/** GET /questions/location/{id}?type=1&skip=0&take=5: a place's visible questions. */
export async function questionsOfLocation(
  ctx: ServiceContext,
  rawId: string,
  query: Query,
): Promise<Result<LocationQuestionsAnswer>> {
  const parsed = questionQuery.safeParse(given(query));
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const place = await locationIdOf(ctx, rawId);
  if (!place.ok) return place;
  const { type, skip, take } = parsed.data;
  const sort = QUESTION_LIST_TYPES[type];
  const [rows, total] = await Promise.all([
    listQuestions(ctx.db, { locationId: place.locationId, sort, visibilities: LISTED, skip, take }),
    countVisibleQuestions(ctx.db, { locationId: place.locationId, sort }),
  ]);
  return {
    ok: true,
    locationId: place.locationId,
    type,
    total,
    skip,
    take,
    questions: rows.map((row) => toQuestion(row, null)),
  };
}
