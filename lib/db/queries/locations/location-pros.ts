import { and, count, desc, eq, sum } from "drizzle-orm";
import type { Database } from "../../database";
import { locationReviews } from "../../schema";

/** The factor columns locals rate a place on (the reviews' own columns, read as they are). */
const FACTORS = {
  safety: locationReviews.safety,
  familyFriendliness: locationReviews.familyFriendliness,
  communitySpirit: locationReviews.communitySpirit,
  transport: locationReviews.transport,
  schoolAccess: locationReviews.schoolAccess,
} as const;
export type ProFactorKey = keyof typeof FACTORS;

const byLocals = (locationId: number) =>
  and(
    eq(locationReviews.locationId, locationId),
    eq(locationReviews.visibility, "visible"),
    eq(locationReviews.reviewerKind, "local"),
  );

/**
 * Per factor, how many of a place's locals rated it and the sum of their stars, over its visible
 * reviews by locals. `location_reviews_location_created_idx` (location, visibility, …) narrows to
 * the place's visible reviews, a few dozen at most; pages read this through the location cache.
 */
export async function localFactorTallies(
  db: Database,
  locationId: number,
): Promise<Record<ProFactorKey, { ratings: number; stars: number }>> {
  const [row] = await db
    .select({
      safetyRatings: count(FACTORS.safety),
      safetyStars: sum(FACTORS.safety),
      familyFriendlinessRatings: count(FACTORS.familyFriendliness),
      familyFriendlinessStars: sum(FACTORS.familyFriendliness),
      communitySpiritRatings: count(FACTORS.communitySpirit),
      communitySpiritStars: sum(FACTORS.communitySpirit),
      transportRatings: count(FACTORS.transport),
      transportStars: sum(FACTORS.transport),
      schoolAccessRatings: count(FACTORS.schoolAccess),
      schoolAccessStars: sum(FACTORS.schoolAccess),
    })
    .from(locationReviews)
    .where(byLocals(locationId));
  const tally = (ratings: number | undefined, stars: string | null | undefined) => ({
    ratings: ratings ?? 0,
    stars: Number(stars ?? 0),
  });
  return {
    safety: tally(row?.safetyRatings, row?.safetyStars),
    familyFriendliness: tally(row?.familyFriendlinessRatings, row?.familyFriendlinessStars),
    communitySpirit: tally(row?.communitySpiritRatings, row?.communitySpiritStars),
    transport: tally(row?.transportRatings, row?.transportStars),
    schoolAccess: tally(row?.schoolAccessRatings, row?.schoolAccessStars),
  };
}

/** What locals love about a place, most helpful first (then newest): the reviews' own words. */
export async function lovedByLocals(
  db: Database,
  locationId: number,
  take: number,
): Promise<{ id: number; loves: string; helpfulCount: number }[]> {
  return db
    .select({ id: locationReviews.id, loves: locationReviews.loves, helpfulCount: locationReviews.helpfulCount })
    .from(locationReviews)
    .where(byLocals(locationId))
    .orderBy(desc(locationReviews.helpfulCount), desc(locationReviews.createdAt), desc(locationReviews.id))
    .limit(take);
}
