import { communityPostHandler } from "@/app/_community/community-post-route";
import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { setReviewHelpful } from "@/lib/services/community/location-reviews";

/** POST /posts/review/helpful `{ reviewId }`: the member marks a review helpful (once; a repeat changes nothing). */
const handler = communityPostHandler(
  ({ ctx, viewer, body }) => setReviewHelpful(ctx, viewer, { reviewId: body.reviewId }, true),
  (result) => ({ reviewId: result.reviewId, helpful: true, helpfulCount: result.helpfulCount }),
);

export const POST = legacyRoute(ops.legacyMarkReviewHelpful, handler);
