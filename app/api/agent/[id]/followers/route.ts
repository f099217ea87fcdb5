import * as ops from "@/lib/http/api/operations/legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { follow } from "@/lib/services/follows/follows";

/**
 * POST /api/agent/{id}/followers: the signed-in member follows the agent (the legacy client's
 * call). Members only, this site's Origin only; following twice is still following.
 */
export const POST = restRoute(
  { operation: ops.legacyFollowAgent, auth: "session" },
  async ({ ctx, viewer, params }) => {
    const result = await follow(ctx, viewer, { targetType: "agent", targetId: params.id });
    return result.ok ? { following: true } : result;
  },
);
