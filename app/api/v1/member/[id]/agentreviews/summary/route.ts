import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/members";
import { agentReviewsSummary } from "@/app/api/v1/_facades/members";

export const GET = restRoute({ operation: ops.getMemberAgentReviewsSummary }, async ({ ctx, params }) => {
  const result = await agentReviewsSummary(ctx, params.id);
  return result.ok ? result.summary : result;
});
