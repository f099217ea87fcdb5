import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/listings";
import { listingsByIdsApi } from "@/lib/services/search/search-api";

export const GET = apiRoute(ops.listListingsByIds, async ({ ctx, query }) => {
  const result = await listingsByIdsApi(ctx, query.json);
  return result.ok ? result.listings : result;
});

export const POST = apiRoute(ops.postListingsByIds, async ({ ctx, body }) => {
  const result = await listingsByIdsApi(ctx, body);
  return result.ok ? result.listings : result;
});
