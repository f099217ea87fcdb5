import * as ops from "@/lib/http/api/operations/legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { unfollow } from "@/lib/services/follows/follows";

/** DELETE /api/agent/{id}/follower: the signed-in member stops following the agent (legacy call). */
export const DELETE = restRoute(
  { operation: ops.legacyUnfollowAgent, auth: "session" },
  async ({ ctx, viewer, params }) => {
    const result = await unfollow(ctx, viewer, { targetType: "agent", targetId: params.id });
    return result.ok ? { following: false } : result;
  },
);
