import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/vendor-reviews";
import { listVendorReviewsOf } from "@/lib/services/agents/vendor-reviews";

/** An agent's vendor reviews (status 1, anyone) or their open requests (status 0, the agent only). */
export const GET = restRoute({ operation: ops.listVendorReviews, auth: "session" }, async ({ ctx, viewer, query }) => {
  // Only the open requests depend on who asks: the published list is the same for everyone.
  const result = await listVendorReviewsOf(ctx, query.status === "0" ? viewer : null, query);
  return result.ok ? result.items : result;
});
