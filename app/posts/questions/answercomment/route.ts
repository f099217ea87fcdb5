import { purgeChangedPage } from "@/app/_community/changed-page";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { commentOnPost } from "@/lib/services/community/comments";

/** POST /posts/questions/answercomment `{ answerId, body }`: the member comments on an answer (201). */
export const POST = restRoute(
  { operation: ops.legacyCommentOnAnswer, auth: "session" },
  async ({ ctx, viewer, request, body }) => {
    const result = await commentOnPost(ctx, viewer, { parentType: "answer", parentId: body.answerId, body: body.body });
    if (!result.ok) return result;
    await purgeChangedPage(request, result);
    return { comment: result.comment };
  },
);
