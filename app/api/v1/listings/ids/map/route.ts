import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/listings";
import { listingsByIdsApi, markersOf } from "@/app/api/v1/_facades/search";

export const GET = restRoute({ operation: ops.searchIdsMap }, async ({ ctx, query }) => {
  const result = await listingsByIdsApi(ctx, query.json);
  return result.ok ? markersOf(result.listings) : result;
});
