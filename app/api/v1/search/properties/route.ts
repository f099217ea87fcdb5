import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/listings";
import { searchProperties } from "@/lib/services/search/property-search";

export const GET = apiRoute(ops.searchProperties, async ({ ctx, query }) => {
  const result = await searchProperties(ctx, query);
  return result.ok ? result.listings : result;
});
