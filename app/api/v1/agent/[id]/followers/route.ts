import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agent-follows";
import { getAgentFollowers } from "@/lib/services/agents/agent-followers";

export const GET = restRoute({ operation: ops.getAgentFollowers }, async ({ ctx, params, query }) => {
  const result = await getAgentFollowers(ctx, { agentId: params.id, ...query });
  return result.ok ? { total: result.total, followers: result.followers } : result;
});
