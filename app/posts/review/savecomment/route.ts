import { communityPostRoute } from "@/app/_community/community-post-route";
import { commentOnPost } from "@/lib/services/community/comments";

/** POST /posts/review/savecomment `{ reviewId, body }`: the member comments on a review. */
export const POST = communityPostRoute(
  ({ ctx, viewer, body }) =>
    commentOnPost(ctx, viewer, { parentType: "review", parentId: body.reviewId, body: body.body }),
  (result) => ({ comment: result.comment }),
  { status: 201 },
);
