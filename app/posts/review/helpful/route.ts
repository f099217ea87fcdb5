import { purgeChangedPage } from "@/app/_community/changed-page";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { setReviewHelpful } from "@/lib/services/community/location-reviews";

/** POST /posts/review/helpful `{ reviewId }`: the member marks a review helpful (once; a repeat changes nothing). */
export const POST = restRoute(
  { operation: ops.legacyMarkReviewHelpful, auth: "session" },
  async ({ ctx, viewer, request, body }) => {
    const result = await setReviewHelpful(ctx, viewer, { reviewId: body.reviewId }, true);
    if (!result.ok) return result;
    await purgeChangedPage(request, result);
    return { reviewId: result.reviewId, helpful: true, helpfulCount: result.helpfulCount };
  },
);
