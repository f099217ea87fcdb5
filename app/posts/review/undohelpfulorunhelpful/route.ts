import { communityPostRoute } from "@/app/_community/community-post-route";
import { setReviewHelpful } from "@/lib/services/community/location-reviews";

/** POST /posts/review/undohelpfulorunhelpful `{ reviewId }`: the member takes their helpful mark back. */
export const POST = communityPostRoute(
  ({ ctx, viewer, body }) => setReviewHelpful(ctx, viewer, { reviewId: body.reviewId }, false),
  (result) => ({ reviewId: result.reviewId, helpful: false, helpfulCount: result.helpfulCount }),
);
