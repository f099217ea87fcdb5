import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/listings";
import { listingsByIdsApi } from "@/app/api/v1/_facades/search";

export const GET = restRoute({ operation: ops.listListingsByIds }, async ({ ctx, query }) => {
  const result = await listingsByIdsApi(ctx, query.json);
  return result.ok ? result.listings : result;
});

export const POST = restRoute({ operation: ops.postListingsByIds }, async ({ ctx, body }) => {
  const result = await listingsByIdsApi(ctx, body);
  return result.ok ? result.listings : result;
});
