import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/vendor-reviews";
import { listVendorReviewsOf } from "@/lib/services/agents/vendor-reviews";

/** An agent's vendor reviews (status 1, anyone) or their open requests (status 0, the agent only). */
export const GET = apiRoute(ops.listVendorReviews, async ({ ctx, request, query }) => {
  // Only the open requests depend on who asks: the published list is the same for everyone.
  const viewer = query.status === "0" ? await viewerFromRequest(request) : null;
  const result = await listVendorReviewsOf(ctx, viewer, query);
  return result.ok ? result.items : result;
});
