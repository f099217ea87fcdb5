import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/market-rankings";
import { marketRankingsAnswer } from "@/lib/services/locations/market-rankings-api";

/** A state's or region's most viewed and fastest-selling suburbs, as /locations/rankings/{place} shows them. */
export const GET = apiRoute(ops.getPlaceMarketRankings, async ({ ctx, params }) => {
  const result = await marketRankingsAnswer(ctx, params.place);
  if (!result.ok) return result;
  return { place: result.place, computedAt: result.computedAt, rankings: result.rankings, within: result.within };
});
