import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/agents";
import { agentsByFilter } from "@/lib/services/agents/agent-api";

export const GET = apiRoute(ops.getAgents, async ({ ctx, query }) => {
  const result = await agentsByFilter(ctx, query.json ?? null);
  return result.ok ? result.agents : result;
});
