import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/locations";
import { suburbAtPoint } from "@/app/api/v1/_facades/locations";

export const GET = restRoute({ operation: ops.getLocationAtPoint }, async ({ ctx, params }) => {
  const result = await suburbAtPoint(ctx, params.id, { latitude: params.lat, longitude: params.long });
  return result.ok ? { location: result.location, suburb: result.suburb } : result;
});
