import { communityPostHandler } from "@/app/_community/community-post-route";
import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { setReviewHelpful } from "@/lib/services/community/location-reviews";

/** POST /posts/review/undohelpfulorunhelpful `{ reviewId }`: the member takes their helpful mark back. */
const handler = communityPostHandler(
  ({ ctx, viewer, body }) => setReviewHelpful(ctx, viewer, { reviewId: body.reviewId }, false),
  (result) => ({ reviewId: result.reviewId, helpful: false, helpfulCount: result.helpfulCount }),
);

export const POST = legacyRoute(ops.legacyUndoReviewHelpful, handler);
