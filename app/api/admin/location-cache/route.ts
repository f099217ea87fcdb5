import { formatCacheStats, LOCATION_CACHE_HEADER } from "@/lib/cache/location-cache";
import { locationCacheOf } from "@/lib/cache/request-location-cache";
import { restRoute } from "@/lib/http/route/rest-route";
import { getLocations } from "@/lib/services/locations/get-location";
import { requireStaff } from "@/lib/services/staff/staff-access";

/**
 * GET ?identifier=…&identifier=…: looks locations up through the cache and reports this request's
 * hits and misses in `x-location-cache` (how the cache's effect is checked on a deployment) and
 * the lookup's duration in Server-Timing, on every answer (a refusal's lookup took 0 ms).
 */
export const GET = restRoute({ auth: "staff" }, async ({ ctx, staff, request, headers }) => {
  let lookupMs = 0;
  try {
    requireStaff(staff, "platform");
    const started = performance.now();
    const locations = await getLocations(ctx, new URL(request.url).searchParams.getAll("identifier"));
    lookupMs = performance.now() - started;
    return {
      backend: locationCacheOf(ctx)?.backendName ?? "none",
      locations: locations.map((location) => location?.slug ?? null),
    };
  } finally {
    const stats = locationCacheOf(ctx)?.stats;
    if (stats) headers.set(LOCATION_CACHE_HEADER, formatCacheStats(stats));
    // The lookup's time inside the Worker (KV I/O included, HTTP excluded), for npm run bench:cache.
    headers.set("server-timing", `location-lookup;dur=${lookupMs.toFixed(3)}`);
  }
});
