import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agents";
import { searchAgentsAndLocations } from "@/app/api/v1/_facades/agents";

export const GET = restRoute({ operation: ops.searchAgentsAndLocations }, async ({ ctx, query }) => {
  const result = await searchAgentsAndLocations(ctx, query.q ?? null);
  return result.ok ? { agents: result.agents, locations: result.locations } : result;
});
