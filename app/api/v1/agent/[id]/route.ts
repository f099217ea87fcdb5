import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agents";
import { agentById } from "@/app/api/v1/_facades/agents";

export const GET = restRoute({ operation: ops.getAgent }, async ({ ctx, params }) => {
  const result = await agentById(ctx, params.id);
  return result.ok ? result.agent : result;
});
