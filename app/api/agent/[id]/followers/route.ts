import { legacyRoute } from "@/lib/auth/http/legacy-route";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import * as ops from "@/lib/http/api/operations/legacy";
import { failureResponse } from "@/lib/http/failure-response";
import { follow } from "@/lib/services/follows/follows";

/**
 * POST /api/agent/{id}/followers: the signed-in member follows the agent (the legacy client's
 * call). Members only, this site's Origin only; following twice is still following.
 */
export const POST = legacyRoute(ops.legacyFollowAgent, async ({ ctx, request, params }) => {
  const result = await follow(ctx, await viewerFromRequest(request), { targetType: "agent", targetId: params.id });
  if (!result.ok) return failureResponse(result);
  return Response.json({ following: true }, { headers: { "cache-control": "no-store" } });
});
