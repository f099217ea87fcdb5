import { after } from "next/server";
import type { BucketCache } from "./bucket-cache";
import { createLocationCache, formatCacheStats, LOCATION_CACHE_HEADER } from "./location-cache";
import { platformCacheBackend } from "./platform-cache";

/**
 * The location cache of one request. A request is identified by its service context's loaders
 * (created once per request by createServiceContext, and shared by the copies GraphQL makes of the
 * context), so the cache and its hit/miss counts follow the request without widening
 * ServiceContext, which other services own.
 */
const byRequest = new WeakMap<object, BucketCache | null>();

/**
 * What identifies a request here: a service context's loaders. Written structurally rather than
 * as ServiceContext so lib/cache stays below lib/services (services use the cache, not the reverse).
 */
type RequestScope = { readonly loaders: object };

/** Tests and scripts choose the cache (or none) for a context explicitly. */
export function attachLocationCache(ctx: RequestScope, cache: BucketCache | null): void {
  byRequest.set(ctx.loaders, cache);
}

/** The request's cache: attached, or the Worker's backend; null (no caching) in plain Node. */
export function locationCacheOf(ctx: RequestScope): BucketCache | null {
  if (byRequest.has(ctx.loaders)) return byRequest.get(ctx.loaders) ?? null;
  const backend = platformCacheBackend();
  const cache = backend ? createLocationCache(backend) : null;
  byRequest.set(ctx.loaders, cache);
  if (cache) logAfterResponse(cache);
  return cache;
}

/** One log line per request that looked anything up, so the cache's effect can be measured. */
function logAfterResponse(cache: BucketCache): void {
  try {
    after(() => {
      if (cache.stats.hits + cache.stats.misses > 0)
        console.log(`${LOCATION_CACHE_HEADER} (${cache.backendName}): ${formatCacheStats(cache.stats)}`);
    });
  } catch {
    // Outside a request scope (a script): nothing to log against.
  }
}
