import { legacyRoute } from "@/lib/auth/http/legacy-route";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import * as ops from "@/lib/http/api/operations/legacy";
import { failureResponse } from "@/lib/http/failure-response";
import { unfollow } from "@/lib/services/follows/follows";

/** DELETE /api/agent/{id}/follower: the signed-in member stops following the agent (legacy call). */
export const DELETE = legacyRoute(ops.legacyUnfollowAgent, async ({ ctx, request, params }) => {
  const result = await unfollow(ctx, await viewerFromRequest(request), { targetType: "agent", targetId: params.id });
  if (!result.ok) return failureResponse(result);
  return Response.json({ following: false }, { headers: { "cache-control": "no-store" } });
});
