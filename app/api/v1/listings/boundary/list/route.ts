import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/listings";
import { searchListingsApi } from "@/lib/services/search/search-api";

export const GET = apiRoute(ops.searchBoundaryList, async ({ ctx, query }) => {
  const result = await searchListingsApi(ctx, "boundary", query.json);
  return result.ok ? result.result : result;
});

export const POST = apiRoute(ops.postSearchBoundaryList, async ({ ctx, body }) => {
  const result = await searchListingsApi(ctx, "boundary", body);
  return result.ok ? result.result : result;
});
