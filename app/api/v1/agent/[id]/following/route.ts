import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agent-follows";
import { getAgentFollowing } from "@/lib/services/agents/agent-followers";

export const GET = restRoute({ operation: ops.getAgentFollowing }, async ({ ctx, params, query }) => {
  const result = await getAgentFollowing(ctx, { agentId: params.id, ...query });
  return result.ok ? { total: result.total, following: result.following } : result;
});
