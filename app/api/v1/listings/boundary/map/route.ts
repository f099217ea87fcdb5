import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/listings";
import { mapSearchApi } from "@/app/api/v1/_facades/search";

export const GET = restRoute({ operation: ops.searchBoundaryMap }, async ({ ctx, query }) => {
  const result = await mapSearchApi(ctx, "boundary", query.json);
  return result.ok ? result.markers : result;
});

export const POST = restRoute({ operation: ops.postSearchBoundaryMap }, async ({ ctx, body }) => {
  const result = await mapSearchApi(ctx, "boundary", body);
  return result.ok ? result.markers : result;
});
