import { communityPostHandler } from "@/app/_community/community-post-route";
import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { commentOnPost } from "@/lib/services/community/comments";

/** POST /posts/questions/answercomment `{ answerId, body }`: the member comments on an answer. */
const handler = communityPostHandler(
  ({ ctx, viewer, body }) =>
    commentOnPost(ctx, viewer, { parentType: "answer", parentId: body.answerId, body: body.body }),
  (result) => ({ comment: result.comment }),
  { status: 201 },
);

export const POST = legacyRoute(ops.legacyCommentOnAnswer, handler);
