import { and, eq, gt, isNotNull } from "drizzle-orm";
import type { Database } from "../database";
import { locationReviewStats } from "../schema";

export type ReviewStatsRow = typeof locationReviewStats.$inferSelect;

/**
 * The review sums of a state's or a region's suburbs that have visible reviews: one row per
 * place through `location_review_stats`' region or state index, never the reviews themselves.
 */
export async function suburbReviewStats(
  db: Database,
  scope: { stateId: number } | { regionId: number },
): Promise<ReviewStatsRow[]> {
  return db
    .select()
    .from(locationReviewStats)
    .where(
      and(
        "stateId" in scope
          ? eq(locationReviewStats.stateId, scope.stateId)
          : eq(locationReviewStats.regionId, scope.regionId),
        eq(locationReviewStats.placeType, "suburb"),
        gt(locationReviewStats.reviewCount, 0),
      ),
    );
}

/** The regions of a state that have reviewed suburbs (to link their rankings). */
export async function reviewedRegionIds(db: Database, stateId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ regionId: locationReviewStats.regionId })
    .from(locationReviewStats)
    .where(
      and(
        eq(locationReviewStats.stateId, stateId),
        eq(locationReviewStats.placeType, "suburb"),
        isNotNull(locationReviewStats.regionId),
        gt(locationReviewStats.reviewCount, 0),
      ),
    );
  return rows.flatMap((row) => (row.regionId === null ? [] : [row.regionId]));
}
