import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/locations";
import { nearbyById } from "@/lib/services/locations/location-api";

export const GET = apiRoute(ops.getLocationNearby, async ({ ctx, params, query }) => {
  const result = await nearbyById(ctx, params.id, query);
  return result.ok ? result.locations : result;
});
