import { communityPostRoute } from "@/app/_community/community-post-route";
import { commentOnPost } from "@/lib/services/community/comments";

/** POST /posts/questions/answercomment `{ answerId, body }`: the member comments on an answer. */
export const POST = communityPostRoute(
  ({ ctx, viewer, body }) =>
    commentOnPost(ctx, viewer, { parentType: "answer", parentId: body.answerId, body: body.body }),
  (result) => ({ comment: result.comment }),
  { status: 201 },
);
