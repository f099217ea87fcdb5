import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/members";
import { agentReviewsSummary } from "@/lib/services/members/member-api";

export const GET = apiRoute(ops.getMemberAgentReviewsSummary, async ({ ctx, params }) => {
  const result = await agentReviewsSummary(ctx, params.id);
  return result.ok ? result.summary : result;
});
