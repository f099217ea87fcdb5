import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/listings";
import { searchListingsApi } from "@/app/api/v1/_facades/search";

export const POST = restRoute({ operation: ops.postSearchAgent }, async ({ ctx, body }) => {
  const result = await searchListingsApi(ctx, "agent", body);
  return result.ok ? result.result : result;
});
