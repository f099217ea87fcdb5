import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/agents";
import { agentById } from "@/lib/services/agents/agent-api";

export const GET = apiRoute(ops.getAgent, async ({ ctx, params }) => {
  const result = await agentById(ctx, params.id);
  return result.ok ? result.agent : result;
});
