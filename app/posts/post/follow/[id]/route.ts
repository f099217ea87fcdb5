import { communityPostHandler } from "@/app/_community/community-post-route";
import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { follow } from "@/lib/services/follows/follows";

/** POST /posts/post/follow/{id}: the member follows a question (following twice is still following). */
const handler = communityPostHandler(
  async ({ ctx, viewer, params }) => {
    const result = await follow(ctx, viewer, { targetType: "question", targetId: params.id });
    return result.ok ? { ...result, postId: params.id! } : result;
  },
  (result) => ({ postId: result.postId, following: result.following }),
);

export const POST = legacyRoute(ops.legacyFollowQuestion, handler);
