import { and, asc, avg, count, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database";
import { runInOneBatch } from "../../batch";
import { locationReviews, postComments, reviewHelpfulMarks } from "../../schema";

export type LocationReviewRow = typeof locationReviews.$inferSelect;
export type NewLocationReview = typeof locationReviews.$inferInsert;
export type CommentRow = typeof postComments.$inferSelect;
type Visibility = LocationReviewRow["visibility"];

/**
 * Writes a member's review of a place, or replaces the text and ratings of the one they wrote: the
 * unique (location, member) index decides in the one statement, so two sent at once leave one
 * review. Marks, comments and reports stay with it.
 */
export async function upsertLocationReview(db: Database, row: NewLocationReview): Promise<LocationReviewRow> {
  const [saved] = await db
    .insert(locationReviews)
    .values(row)
    .onConflictDoUpdate({
      target: [locationReviews.locationId, locationReviews.memberId],
      set: {
        authorName: row.authorName,
        reviewerKind: row.reviewerKind,
        rating: row.rating,
        safety: row.safety ?? null,
        familyFriendliness: row.familyFriendliness ?? null,
        communitySpirit: row.communitySpirit ?? null,
        transport: row.transport ?? null,
        schoolAccess: row.schoolAccess ?? null,
        loves: row.loves,
        considerations: row.considerations,
        linksAllowed: row.linksAllowed,
        updatedAt: row.updatedAt,
        // Writing again after deleting brings the review back; other states are a moderator's.
        visibility: sql`CASE WHEN ${locationReviews.visibility} = 'deleted' THEN 'visible' ELSE ${locationReviews.visibility} END`,
      },
      // An author's deleted review is theirs to write again; a moderator's decision stays.
      setWhere: sql`${locationReviews.visibility} <> 'removed'`,
    })
    .returning();
  if (!saved) throw new Error("the review was neither written nor updated");
  return saved;
}

export interface ReviewListQuery {
  locationId: number;
  visibilities: readonly Visibility[];
  sort: "recent" | "highest" | "lowest" | "helpful";
  reviewerKind?: LocationReviewRow["reviewerKind"];
  minRating?: number;
  /** Reviews of the last this many milliseconds only (the "recent" filter). */
  since?: number;
  take: number;
  skip: number;
}

function reviewFilter(query: Omit<ReviewListQuery, "sort" | "take" | "skip">): SQL | undefined {
  return and(
    eq(locationReviews.locationId, query.locationId),
    inArray(locationReviews.visibility, [...query.visibilities]),
    query.reviewerKind ? eq(locationReviews.reviewerKind, query.reviewerKind) : undefined,
    query.minRating ? gte(locationReviews.rating, query.minRating) : undefined,
    query.since ? gte(locationReviews.createdAt, query.since) : undefined,
  );
}

const ORDER = {
  recent: [desc(locationReviews.createdAt), desc(locationReviews.id)],
  highest: [desc(locationReviews.rating), desc(locationReviews.createdAt)],
  lowest: [asc(locationReviews.rating), desc(locationReviews.createdAt)],
  helpful: [desc(locationReviews.helpfulCount), desc(locationReviews.createdAt)],
} as const;

export async function listLocationReviews(db: Database, query: ReviewListQuery): Promise<LocationReviewRow[]> {
  return db
    .select()
    .from(locationReviews)
    .where(reviewFilter(query))
    .orderBy(...ORDER[query.sort])
    .limit(query.take)
    .offset(query.skip);
}

export async function countLocationReviews(
  db: Database,
  query: Omit<ReviewListQuery, "sort" | "take" | "skip">,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(locationReviews).where(reviewFilter(query));
  return row?.n ?? 0;
}

export interface ReviewSummaryRow {
  count: number;
  rating: number | null;
  safety: number | null;
  familyFriendliness: number | null;
  communitySpirit: number | null;
  transport: number | null;
  schoolAccess: number | null;
}

/** Averages of a place's visible reviews, computed from the rows (never a stored copy that can drift). */
export async function locationReviewSummary(db: Database, locationId: number): Promise<ReviewSummaryRow> {
  const [row] = await db
    .select({
      count: count(),
      rating: avg(locationReviews.rating),
      safety: avg(locationReviews.safety),
      familyFriendliness: avg(locationReviews.familyFriendliness),
      communitySpirit: avg(locationReviews.communitySpirit),
      transport: avg(locationReviews.transport),
      schoolAccess: avg(locationReviews.schoolAccess),
    })
    .from(locationReviews)
    .where(and(eq(locationReviews.locationId, locationId), eq(locationReviews.visibility, "visible")));
  const num = (value: string | null | undefined) => (value == null ? null : Number(value));
  return {
    count: row?.count ?? 0,
    rating: num(row?.rating),
    safety: num(row?.safety),
    familyFriendliness: num(row?.familyFriendliness),
    communitySpirit: num(row?.communitySpirit),
    transport: num(row?.transport),
    schoolAccess: num(row?.schoolAccess),
  };
}

export async function getLocationReview(db: Database, id: number): Promise<LocationReviewRow | undefined> {
  const [row] = await db.select().from(locationReviews).where(eq(locationReviews.id, id)).limit(1);
  return row;
}

export async function getMemberLocationReview(
  db: Database,
  memberId: string,
  locationId: number,
): Promise<LocationReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(locationReviews)
    .where(and(eq(locationReviews.locationId, locationId), eq(locationReviews.memberId, memberId)))
    .limit(1);
  return row;
}

/** The review's helpful count from its marks, in the batch that changed them. */
function recountHelpful(db: Database, reviewId: number) {
  return db
    .update(locationReviews)
    .set({
      helpfulCount: sql`(SELECT count(*) FROM ${reviewHelpfulMarks} WHERE ${reviewHelpfulMarks.reviewId} = ${reviewId})`,
    })
    .where(eq(locationReviews.id, reviewId));
}

/**
 * Marks a review helpful for a member: a repeat (or a parallel twin) hits the primary key and
 * changes nothing; the count is recounted from the marks in the same transaction.
 */
export async function markReviewHelpful(db: Database, memberId: string, reviewId: number, at: number): Promise<number> {
  await runInOneBatch(db, [
    db.insert(reviewHelpfulMarks).values({ memberId, reviewId, createdAt: at }).onConflictDoNothing(),
    recountHelpful(db, reviewId),
  ]);
  return helpfulCountOf(db, reviewId);
}

export async function undoReviewHelpful(db: Database, memberId: string, reviewId: number): Promise<number> {
  await runInOneBatch(db, [
    db
      .delete(reviewHelpfulMarks)
      .where(and(eq(reviewHelpfulMarks.memberId, memberId), eq(reviewHelpfulMarks.reviewId, reviewId))),
    recountHelpful(db, reviewId),
  ]);
  return helpfulCountOf(db, reviewId);
}

async function helpfulCountOf(db: Database, reviewId: number): Promise<number> {
  const [row] = await db
    .select({ n: locationReviews.helpfulCount })
    .from(locationReviews)
    .where(eq(locationReviews.id, reviewId));
  return row?.n ?? 0;
}

/** Which of these reviews the member marked helpful. */
export async function helpfulMarksOf(db: Database, memberId: string, reviewIds: readonly number[]): Promise<number[]> {
  if (reviewIds.length === 0) return [];
  const rows = await db
    .select({ reviewId: reviewHelpfulMarks.reviewId })
    .from(reviewHelpfulMarks)
    .where(and(eq(reviewHelpfulMarks.memberId, memberId), inArray(reviewHelpfulMarks.reviewId, [...reviewIds])));
  return rows.map((row) => row.reviewId);
}
