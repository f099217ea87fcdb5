import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/agents";
import { agentReviewsById } from "@/lib/services/agents/agent-api";

export const GET = apiRoute(ops.getAgentReviews, async ({ ctx, params, query }) => {
  const result = await agentReviewsById(ctx, params.id, query);
  return result.ok ? result.reviews : result;
});
