import { communityPostHandler } from "@/app/_community/community-post-route";
import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { reportPost } from "@/lib/services/community/moderation";

/**
 * POST /user/report?postId={id} `{ postType, reason? }`: the member reports a post (once). Our
 * reviews, questions, answers and comments are numbered apart, so the body says which kind.
 */
const handler = communityPostHandler(
  ({ request, ctx, viewer, body }) =>
    reportPost(ctx, viewer, {
      postType: body.postType,
      postId: new URL(request.url).searchParams.get("postId") ?? undefined,
      reason: body.reason,
    }),
  (result) => ({ postType: result.postType, postId: result.postId, held: result.held }),
);

export const POST = legacyRoute(ops.legacyReportPost, handler);
