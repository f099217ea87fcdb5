import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/locations";
import { suburbAtPoint } from "@/lib/services/locations/location-api";

export const GET = apiRoute(ops.getLocationAtPoint, async ({ ctx, params }) => {
  const result = await suburbAtPoint(ctx, params.id, { latitude: params.lat, longitude: params.long });
  return result.ok ? { location: result.location, suburb: result.suburb } : result;
});
