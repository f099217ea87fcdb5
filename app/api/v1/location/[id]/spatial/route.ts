import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/locations";
import { spatialById } from "@/app/api/v1/_facades/locations";

export const GET = restRoute({ operation: ops.getLocationSpatial }, async ({ ctx, params }) => {
  const result = await spatialById(ctx, params.id);
  return result.ok ? { id: result.id, wellKnownText: result.wellKnownText } : result;
});
