import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/market-rankings";
import { marketRankingsAnswer } from "@/app/api/v1/_facades/market-rankings";

/** Australia's most viewed and fastest-selling suburbs, as /locations/rankings shows them. */
export const GET = restRoute({ operation: ops.getMarketRankings }, async ({ ctx }) => {
  const result = await marketRankingsAnswer(ctx);
  if (!result.ok) return result;
  return { place: result.place, computedAt: result.computedAt, rankings: result.rankings, within: result.within };
});
