import { purgeChangedPage } from "@/app/_community/changed-page";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { commentOnPost } from "@/lib/services/community/comments";

/** POST /posts/review/savecomment `{ reviewId, body }`: the member comments on a review (201). */
export const POST = restRoute(
  { operation: ops.legacyCommentOnReview, auth: "session" },
  async ({ ctx, viewer, request, body }) => {
    const result = await commentOnPost(ctx, viewer, { parentType: "review", parentId: body.reviewId, body: body.body });
    if (!result.ok) return result;
    await purgeChangedPage(request, result);
    return { comment: result.comment };
  },
);
