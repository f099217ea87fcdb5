import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/vendor-reviews";
import { getVendorReview } from "@/lib/services/agents/vendor-reviews";

export const GET = restRoute({ operation: ops.getVendorReview }, async ({ ctx, params }) => {
  const result = await getVendorReview(ctx, params.id);
  return result.ok ? result.review : result;
});
