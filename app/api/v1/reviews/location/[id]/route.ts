import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/community";
import { reviewsOfLocation } from "@/app/api/v1/_facades/community";

export const GET = restRoute({ operation: ops.getLocationReviews }, async ({ ctx, params, query }) => {
  const result = await reviewsOfLocation(ctx, params.id, query);
  if (!result.ok) return result;
  const { ok: _ok, ...body } = result;
  return body;
});
