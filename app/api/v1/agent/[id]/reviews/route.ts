import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agents";
import { agentReviewsById } from "@/app/api/v1/_facades/agents";
import { reviewAgent } from "@/lib/services/agents/agent-reviews";

export const GET = restRoute({ operation: ops.getAgentReviews }, async ({ ctx, params, query }) => {
  const result = await agentReviewsById(ctx, params.id, query);
  return result.ok ? result.reviews : result;
});

/**
 * The signed-in member reviews the agent in the path, through the same service as GraphQL's
 * reviewAgent (one review per member per agent). A keyed call carries no session, so a partner
 * key is refused as a visitor is.
 */
export const POST = restRoute(
  { operation: ops.postAgentReview, auth: "session" },
  async ({ ctx, viewer, params, body }) => {
    const result = await reviewAgent(ctx, viewer, { ...body, agentId: params.id });
    return result.ok ? result.review : result;
  },
);
