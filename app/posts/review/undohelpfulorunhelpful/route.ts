import { purgeChangedPage } from "@/app/_community/changed-page";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { setReviewHelpful } from "@/lib/services/community/location-reviews";

/** POST /posts/review/undohelpfulorunhelpful `{ reviewId }`: the member takes their helpful mark back. */
export const POST = restRoute(
  { operation: ops.legacyUndoReviewHelpful, auth: "session" },
  async ({ ctx, viewer, request, body }) => {
    const result = await setReviewHelpful(ctx, viewer, { reviewId: body.reviewId }, false);
    if (!result.ok) return result;
    await purgeChangedPage(request, result);
    return { reviewId: result.reviewId, helpful: false, helpfulCount: result.helpfulCount };
  },
);
