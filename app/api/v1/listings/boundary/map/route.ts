import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/listings";
import { mapSearchApi } from "@/lib/services/search/search-api";

export const GET = apiRoute(ops.searchBoundaryMap, async ({ ctx, query }) => {
  const result = await mapSearchApi(ctx, "boundary", query.json);
  return result.ok ? result.markers : result;
});

export const POST = apiRoute(ops.postSearchBoundaryMap, async ({ ctx, body }) => {
  const result = await mapSearchApi(ctx, "boundary", body);
  return result.ok ? result.markers : result;
});
