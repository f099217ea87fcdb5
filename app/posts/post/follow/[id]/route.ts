import * as ops from "@/lib/http/api/operations/community-legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { follow } from "@/lib/services/follows/follows";

/** POST /posts/post/follow/{id}: the member follows a question (following twice is still following). */
export const POST = restRoute(
  { operation: ops.legacyFollowQuestion, auth: "session" },
  async ({ ctx, viewer, params }) => {
    const result = await follow(ctx, viewer, { targetType: "question", targetId: params.id });
    return result.ok ? { postId: params.id, following: result.following } : result;
  },
);
