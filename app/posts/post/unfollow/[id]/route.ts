import * as ops from "@/lib/http/api/operations/community-legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { unfollow } from "@/lib/services/follows/follows";

/** POST /posts/post/unfollow/{id}: the member stops following a question. */
export const POST = restRoute(
  { operation: ops.legacyUnfollowQuestion, auth: "session" },
  async ({ ctx, viewer, params }) => {
    const result = await unfollow(ctx, viewer, { targetType: "question", targetId: params.id });
    return result.ok ? { postId: params.id, following: result.following } : result;
  },
);
