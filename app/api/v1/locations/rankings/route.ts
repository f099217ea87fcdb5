import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/market-rankings";
import { marketRankingsAnswer } from "@/lib/services/locations/market-rankings-api";

/** Australia's most viewed and fastest-selling suburbs, as /locations/rankings shows them. */
export const GET = apiRoute(ops.getMarketRankings, async ({ ctx }) => {
  const result = await marketRankingsAnswer(ctx);
  if (!result.ok) return result;
  return { place: result.place, computedAt: result.computedAt, rankings: result.rankings, within: result.within };
});
