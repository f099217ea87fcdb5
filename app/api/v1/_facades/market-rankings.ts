import { bestValueQuestion, type BestValueQuery } from "@/lib/locations/market-ranking-urls";
import type { ServiceContext } from "@/lib/services/context";
import type { Result } from "@/lib/services/result";
import type { Location } from "@/lib/services/locations/location";
import {
  findRankedPlace,
  getBestValue,
  getMarketRankings,
  type MarketRankingsPage,
} from "@/lib/services/locations/market-rankings";

/*
 * The market rankings for the public API (/api/v1/locations/rankings/…): the same reads as the
 * pages (stored rankings and the best-value rule, through the location cache), as JSON. A slug
 * that is not a state or region is a 404, as the page's is.
 */

/** The rankings of Australia (no slug), a state or a region. */
export async function marketRankingsAnswer(ctx: ServiceContext, slug?: string): Promise<Result<MarketRankingsPage>> {
  const found = await findRankedPlace(ctx, slug);
  if (!found.ok) return found;
  return { ok: true, ...(await getMarketRankings(ctx, found.place)) };
}

export interface BestValueAnswer {
  place: Location | null;
  query: BestValueQuery;
  /** The question as a buyer would ask it: "a 3-bedroom house under $900,000 within 20 km of the CBD". */
  question: string;
  suburbs: {
    rank: number;
    suburbId: number;
    medianPrice: number;
    sales: number;
    distanceKm: number;
    location: Location;
  }[];
}

/** The best-value answer to a question already parsed (bestValueQuerySchema) within a place. */
export async function bestValueAnswer(
  ctx: ServiceContext,
  slug: string | undefined,
  query: BestValueQuery,
): Promise<Result<BestValueAnswer>> {
  const found = await findRankedPlace(ctx, slug);
  if (!found.ok) return found;
  const { suburbs } = await getBestValue(ctx, found.place, query);
  return {
    ok: true,
    place: found.place,
    query,
    question: bestValueQuestion(query),
    suburbs: suburbs.map(({ rank, suburbId, medianPrice, sales, distanceKm, location }) => ({
      rank,
      suburbId,
      medianPrice,
      sales,
      distanceKm,
      location,
    })),
  };
}
