import { and, eq, gt, isNotNull } from "drizzle-orm";
import type { Database } from "../../database";
import { locationReviewStats } from "../../schema";

export type ReviewStatsRow = typeof locationReviewStats.$inferSelect;

/**
 * The review sums of a state's or a region's suburbs (or streets) that have visible reviews: one
 * row per place through `location_review_stats`' region or state index, never the reviews themselves.
 */
export async function placeReviewStats(
  db: Database,
  scope: { stateId: number } | { regionId: number },
  placeType: "suburb" | "street" = "suburb",
): Promise<ReviewStatsRow[]> {
  return db
    .select()
    .from(locationReviewStats)
    .where(
      and(
        "stateId" in scope
          ? eq(locationReviewStats.stateId, scope.stateId)
          : eq(locationReviewStats.regionId, scope.regionId),
        eq(locationReviewStats.placeType, placeType),
        gt(locationReviewStats.reviewCount, 0),
      ),
    );
}

/** The regions of a state that have reviewed suburbs (or streets), to link their rankings. */
export async function reviewedRegionIds(
  db: Database,
  stateId: number,
  placeType: "suburb" | "street" = "suburb",
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ regionId: locationReviewStats.regionId })
    .from(locationReviewStats)
    .where(
      and(
        eq(locationReviewStats.stateId, stateId),
        eq(locationReviewStats.placeType, placeType),
        isNotNull(locationReviewStats.regionId),
        gt(locationReviewStats.reviewCount, 0),
      ),
    );
  return rows.flatMap((row) => (row.regionId === null ? [] : [row.regionId]));
}
