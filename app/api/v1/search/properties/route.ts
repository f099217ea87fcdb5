import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/listings";
import { searchProperties } from "@/lib/services/search/property-search";

export const GET = restRoute({ operation: ops.searchProperties }, async ({ ctx, query }) => {
  const result = await searchProperties(ctx, query);
  return result.ok ? result.listings : result;
});
