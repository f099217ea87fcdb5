import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agents";
import { listingStatsById } from "@/app/api/v1/_facades/agents";

export const GET = restRoute({ operation: ops.getAgentListingStats }, async ({ ctx, params }) => {
  const result = await listingStatsById(ctx, params.id);
  return result.ok ? result.stats : result;
});
