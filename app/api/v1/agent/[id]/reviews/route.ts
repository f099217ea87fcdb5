import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/agents";
import { agentReviewsById } from "@/lib/services/agents/agent-api";
import { reviewAgent } from "@/lib/services/agents/agent-reviews";

export const GET = apiRoute(ops.getAgentReviews, async ({ ctx, params, query }) => {
  const result = await agentReviewsById(ctx, params.id, query);
  return result.ok ? result.reviews : result;
});

/**
 * The signed-in member reviews the agent in the path, through the same service as GraphQL's
 * reviewAgent (one review per member per agent). A keyed call carries no session, so a partner
 * key is refused as a visitor is.
 */
export const POST = apiRoute(ops.postAgentReview, async ({ ctx, request, params, body }) => {
  const result = await reviewAgent(ctx, await viewerFromRequest(request), { ...body, agentId: params.id });
  return result.ok ? result.review : result;
});
