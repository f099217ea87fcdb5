import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/market-rankings";
import { marketRankingsAnswer } from "@/app/api/v1/_facades/market-rankings";

/** A state's or region's most viewed and fastest-selling suburbs, as /locations/rankings/{place} shows them. */
export const GET = restRoute({ operation: ops.getPlaceMarketRankings }, async ({ ctx, params }) => {
  const result = await marketRankingsAnswer(ctx, params.place);
  if (!result.ok) return result;
  return { place: result.place, computedAt: result.computedAt, rankings: result.rankings, within: result.within };
});
