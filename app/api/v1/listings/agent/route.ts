import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/listings";
import { searchListingsApi } from "@/lib/services/search/search-api";

export const POST = apiRoute(ops.postSearchAgent, async ({ ctx, body }) => {
  const result = await searchListingsApi(ctx, "agent", body);
  return result.ok ? result.result : result;
});
