import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/listings";
import { listingsByIdsApi } from "@/lib/services/search/search-api";

export const GET = apiRoute(ops.searchIdsList, async ({ ctx, query }) => {
  const result = await listingsByIdsApi(ctx, query.json);
  return result.ok ? result.listings : result;
});
