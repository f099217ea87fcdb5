import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agents";
import { agentReviewById } from "@/app/api/v1/_facades/agents";

export const GET = restRoute({ operation: ops.getAgentReview }, async ({ ctx, params }) => {
  const result = await agentReviewById(ctx, params.id);
  return result.ok ? result.review : result;
});
