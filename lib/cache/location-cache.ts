import type { CacheBackend, Clock } from "./backend";
import { createBucketCache, type BucketCache, type CacheStats } from "./bucket-cache";
import { log } from "@/lib/observability/log";

/** Location and boundary data is cached for 600,000 ms, 10 entries per bucket. */
export const LOCATION_CACHE_TTL_MS = 600_000;
export const LOCATION_CACHE_BUCKET_SIZE = 10;
/**
 * Buckets per kind of lookup. 1,024 × 10 entries covers the ~16,500 suburbs' hot set many times
 * over while one bucket stays a few kilobytes (a few boundaries' WKT at most).
 */
export const LOCATION_CACHE_SHARDS = 1024;
/** Bump the version when the cached row shapes change, so old entries are never read as new. */
export const LOCATION_CACHE_NAMESPACE = "locations:v1";

/**
 * What is cached: rows by id and by slug, boundary WKT by location id, suggestion lists by query,
 * and offices by slug (office search pages resolve theirs before the first byte, as places are).
 */
export type LocationCacheKind =
  | "location-id"
  | "location-slug"
  | "boundary"
  | "suggest"
  | "office-slug"
  // Location pages: a place by uniqueUri, the places one level down, an index of one type, counts.
  | "location-uri"
  | "location-children"
  | "location-index"
  | "location-counts"
  // A suburb's precomputed market figures (trend months, 12-month medians).
  | "location-market"
  // A suburb's or street's newest listings of one status (recently sold, leased; for sale, rent).
  | "location-listings"
  // What locals like about a place (factor tallies and quotes from its locals' reviews).
  | "location-pros";

/** Response header (and log prefix) reporting a request's lookups: `hit=3 miss=1`. */
export const LOCATION_CACHE_HEADER = "x-location-cache";

export function createLocationCache(
  backend: CacheBackend,
  options: { clock?: Clock; shards?: number } = {},
): BucketCache {
  return createBucketCache({
    backend,
    namespace: LOCATION_CACHE_NAMESPACE,
    ttlMs: LOCATION_CACHE_TTL_MS,
    maxEntries: LOCATION_CACHE_BUCKET_SIZE,
    shards: options.shards ?? LOCATION_CACHE_SHARDS,
    clock: options.clock,
    onError: (error, operation) =>
      log.warn("location cache failed; using the database", {
        backend: backend.name,
        operation,
        error,
        event: "cache-fallback",
      }),
  });
}

export function formatCacheStats(stats: CacheStats): string {
  return `hit=${stats.hits} miss=${stats.misses}${stats.errors ? ` error=${stats.errors}` : ""}`;
}
