import { communityPostHandler } from "@/app/_community/community-post-route";
import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { commentOnPost } from "@/lib/services/community/comments";

/** POST /posts/review/savecomment `{ reviewId, body }`: the member comments on a review. */
const handler = communityPostHandler(
  ({ ctx, viewer, body }) =>
    commentOnPost(ctx, viewer, { parentType: "review", parentId: body.reviewId, body: body.body }),
  (result) => ({ comment: result.comment }),
  { status: 201 },
);

export const POST = legacyRoute(ops.legacyCommentOnReview, handler);
