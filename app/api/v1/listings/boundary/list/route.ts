import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/listings";
import { searchListingsApi } from "@/app/api/v1/_facades/search";

export const GET = restRoute({ operation: ops.searchBoundaryList }, async ({ ctx, query }) => {
  const result = await searchListingsApi(ctx, "boundary", query.json);
  return result.ok ? result.result : result;
});

export const POST = restRoute({ operation: ops.postSearchBoundaryList }, async ({ ctx, body }) => {
  const result = await searchListingsApi(ctx, "boundary", body);
  return result.ok ? result.result : result;
});
