import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/listings";
import { mapSearchApi } from "@/lib/services/search/search-api";

export const GET = apiRoute(ops.searchAgentMap, async ({ ctx, query }) => {
  const result = await mapSearchApi(ctx, "agent", query.json);
  return result.ok ? result.markers : result;
});

export const POST = apiRoute(ops.postSearchAgentMap, async ({ ctx, body }) => {
  const result = await mapSearchApi(ctx, "agent", body);
  return result.ok ? result.markers : result;
});
