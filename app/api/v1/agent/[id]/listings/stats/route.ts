import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/agents";
import { listingStatsById } from "@/lib/services/agents/agent-api";

export const GET = apiRoute(ops.getAgentListingStats, async ({ ctx, params }) => {
  const result = await listingStatsById(ctx, params.id);
  return result.ok ? result.stats : result;
});
