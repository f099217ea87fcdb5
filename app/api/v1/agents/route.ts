import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agents";
import { agentsByFilter } from "@/lib/services/agents/agents-by-filter";

export const GET = restRoute({ operation: ops.getAgents }, async ({ ctx, query }) => {
  const result = await agentsByFilter(ctx, query.json ?? null);
  return result.ok ? result.agents : result;
});
