import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/listings";
import { mapSearchApi } from "@/lib/services/search/search-api";

export const GET = apiRoute(ops.searchLocationMap, async ({ ctx, query }) => {
  const result = await mapSearchApi(ctx, "location", query.json);
  return result.ok ? result.markers : result;
});

export const POST = apiRoute(ops.postSearchLocationMap, async ({ ctx, body }) => {
  const result = await mapSearchApi(ctx, "location", body);
  return result.ok ? result.markers : result;
});
