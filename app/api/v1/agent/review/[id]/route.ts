import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/agents";
import { agentReviewById } from "@/lib/services/agents/agent-api";

export const GET = apiRoute(ops.getAgentReview, async ({ ctx, params }) => {
  const result = await agentReviewById(ctx, params.id);
  return result.ok ? result.review : result;
});
