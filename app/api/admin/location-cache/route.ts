import { locationCacheOf } from "@/lib/cache/request-location-cache";
import { formatCacheStats, LOCATION_CACHE_HEADER } from "@/lib/cache/location-cache";
import { adminRoute } from "@/app/api/admin/admin-route";
import { requireStaff } from "@/lib/services/staff/staff-access";
import { requestContext } from "@/lib/services/request-context";
import { getLocations } from "@/lib/services/locations/get-location";

/**
 * GET ?identifier=…&identifier=…: looks locations up through the cache and reports this request's
 * hits and misses in `x-location-cache` (how the cache's effect is checked on a deployment) and
 * the lookup's duration in Server-Timing.
 */
export async function GET(request: Request): Promise<Response> {
  const identifiers = new URL(request.url).searchParams.getAll("identifier");
  const ctx = requestContext();
  let lookupMs = 0;
  const response = await adminRoute(async (viewer) => {
    requireStaff(viewer, "platform");
    const started = performance.now();
    const locations = await getLocations(ctx, identifiers);
    lookupMs = performance.now() - started;
    return {
      backend: locationCacheOf(ctx)?.backendName ?? "none",
      locations: locations.map((location) => location?.slug ?? null),
    };
  });
  const stats = locationCacheOf(ctx)?.stats;
  if (stats) response.headers.set(LOCATION_CACHE_HEADER, formatCacheStats(stats));
  // The lookup's time inside the Worker (KV I/O included, HTTP excluded), for npm run bench:cache.
  response.headers.set("server-timing", `location-lookup;dur=${lookupMs.toFixed(3)}`);
  return response;
}
