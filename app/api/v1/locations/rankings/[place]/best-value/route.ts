import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/market-rankings";
import { bestValueAnswer } from "@/app/api/v1/_facades/market-rankings";

/** ?type=houses&beds=3&max=900000&km=20: where in a state or region the budget buys a home. */
export const GET = restRoute({ operation: ops.getPlaceBestValue }, async ({ ctx, params, query }) => {
  const result = await bestValueAnswer(ctx, params.place, query);
  if (!result.ok) return result;
  return { place: result.place, query: result.query, question: result.question, suburbs: result.suburbs };
});
