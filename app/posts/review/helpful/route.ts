import { communityPostRoute } from "@/app/_community/community-post-route";
import { setReviewHelpful } from "@/lib/services/community/location-reviews";

/** POST /posts/review/helpful `{ reviewId }`: the member marks a review helpful (once; a repeat changes nothing). */
export const POST = communityPostRoute(
  ({ ctx, viewer, body }) => setReviewHelpful(ctx, viewer, { reviewId: body.reviewId }, true),
  (result) => ({ reviewId: result.reviewId, helpful: true, helpfulCount: result.helpfulCount }),
);
