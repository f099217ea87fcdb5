import { purgeChangedPage } from "@/app/_community/changed-page";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { reportPost } from "@/lib/services/community/moderation";

/**
 * POST /user/report?postId={id} `{ postType, reason? }`: the member reports a post (once). Our
 * reviews, questions, answers and comments are numbered apart, so the body says which kind.
 */
export const POST = restRoute(
  { operation: ops.legacyReportPost, auth: "session" },
  async ({ ctx, viewer, request, query, body }) => {
    const result = await reportPost(ctx, viewer, {
      postType: body.postType,
      postId: query.postId,
      reason: body.reason,
    });
    if (!result.ok) return result;
    await purgeChangedPage(request, result);
    return { postType: result.postType, postId: result.postId, held: result.held };
  },
);
