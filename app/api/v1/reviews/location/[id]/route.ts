import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/community";
import { reviewsOfLocation } from "@/lib/services/community/community-api";

export const GET = apiRoute(ops.getLocationReviews, async ({ ctx, params, query }) => {
  const result = await reviewsOfLocation(ctx, params.id, query);
  if (!result.ok) return result;
  const { ok: _ok, ...body } = result;
  return body;
});
