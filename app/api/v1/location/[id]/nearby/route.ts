import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/locations";
import { nearbyById } from "@/app/api/v1/_facades/locations";

export const GET = restRoute({ operation: ops.getLocationNearby }, async ({ ctx, params, query }) => {
  const result = await nearbyById(ctx, params.id, query);
  return result.ok ? result.locations : result;
});
