import { z } from "zod";
import {
  MIN_REVIEWS_TO_RANK,
  PRIOR_WEIGHT,
  RANKED_PLACE_TYPES,
  rankingBySlug,
  rankPlaces,
  type PlaceTally,
  type Ranking,
  type RankedPlace,
  type RankedPlaceType,
} from "../../community/rankings";
import { placeReviewStats, reviewedRegionIds, type ReviewStatsRow } from "../../db/queries/community/review-rankings";
import { getLocation, getLocationsByIds } from "../locations/get-location";
import type { Location } from "../locations/location";
import type { ServiceContext } from "../context";
import { fail, type Result } from "../result";

export interface TopRatedPage {
  place: Location;
  ranking: Ranking;
  /** Suburbs or streets. */
  placeType: RankedPlaceType;
  places: (RankedPlace & { location: Location })[];
  /** The regional mean the scores are pulled toward, over how many ratings. */
  mean: number;
  meanOver: number;
  unranked: number;
  minReviews: number;
  priorWeight: number;
  /** For a state: its regions with reviewed suburbs, to rank within. */
  regions: Location[];
}

const input = z.object({
  place: z.string().regex(/^[a-z0-9-]{1,120}$/, "No such place"),
  ranking: z.string().default(""),
  placeType: z.enum(RANKED_PLACE_TYPES).default("suburb"),
});

function tallyOf(row: ReviewStatsRow): PlaceTally {
  return {
    id: row.locationId,
    reviewCount: row.reviewCount,
    overall: { sum: row.ratingSum, count: row.reviewCount },
    factors: {
      safety: { sum: row.safetySum, count: row.safetyCount },
      familyFriendliness: { sum: row.familyFriendlinessSum, count: row.familyFriendlinessCount },
      communitySpirit: { sum: row.communitySpiritSum, count: row.communitySpiritCount },
      transport: { sum: row.transportSum, count: row.transportCount },
      schoolAccess: { sum: row.schoolAccessSum, count: row.schoolAccessCount },
    },
  };
}

/**
 * A state's or a region's suburbs, or its streets, ranked by their reviews, overall or by one
 * factor (the rules in lib/community/rankings.ts). Reads one sums row per reviewed place.
 */
export async function getTopRated(ctx: ServiceContext, raw: unknown): Promise<Result<TopRatedPage>> {
  const parsed = input.safeParse(raw);
  if (!parsed.success) return fail("NOT_FOUND", "No such place");
  const ranking = rankingBySlug(parsed.data.ranking);
  if (!ranking) return fail("NOT_FOUND", "No such ranking");
  const place = await getLocation(ctx, parsed.data.place);
  if (!place || (place.type !== "state" && place.type !== "region"))
    return fail("NOT_FOUND", "Rankings are by state or region");
  const { placeType } = parsed.data;
  const [rows, regionIds] = await Promise.all([
    placeReviewStats(ctx.db, place.type === "state" ? { stateId: place.id } : { regionId: place.id }, placeType),
    place.type === "state" ? reviewedRegionIds(ctx.db, place.id, placeType) : Promise.resolve([]),
  ]);
  const result = rankPlaces(rows.map(tallyOf), ranking.key);
  const [locations, regions] = await Promise.all([
    getLocationsByIds(
      ctx,
      result.ranked.map((ranked) => ranked.id),
    ),
    getLocationsByIds(ctx, regionIds),
  ]);
  const byId = new Map(locations.map((location) => [location.id, location]));
  return {
    ok: true,
    place,
    ranking,
    placeType,
    places: result.ranked.flatMap((ranked) => {
      const location = byId.get(ranked.id);
      return location ? [{ ...ranked, location }] : [];
    }),
    mean: result.mean,
    meanOver: result.meanOver,
    unranked: result.unranked,
    minReviews: MIN_REVIEWS_TO_RANK,
    priorWeight: PRIOR_WEIGHT,
    regions: regions.sort((a, b) => a.name.localeCompare(b.name)),
  };
}
