import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/locations";
import { spatialById } from "@/lib/services/locations/location-api";

export const GET = apiRoute(ops.getLocationSpatial, async ({ ctx, params }) => {
  const result = await spatialById(ctx, params.id);
  return result.ok ? { id: result.id, wellKnownText: result.wellKnownText } : result;
});
