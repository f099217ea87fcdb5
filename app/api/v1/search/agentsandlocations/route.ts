import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/agents";
import { searchAgentsAndLocations } from "@/lib/services/agents/agent-api";

export const GET = apiRoute(ops.searchAgentsAndLocations, async ({ ctx, query }) => {
  const result = await searchAgentsAndLocations(ctx, query.q ?? null);
  return result.ok ? { agents: result.agents, locations: result.locations } : result;
});
