import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agent-activities";
import { agentActivitiesByFilter } from "@/lib/services/agents/agent-activity";

export const GET = restRoute({ operation: ops.getAgentActivities }, async ({ ctx, query }) => {
  const result = await agentActivitiesByFilter(ctx, query.json);
  return result.ok ? { activities: result.activities, hasMore: result.hasMore } : result;
});
