import type { CacheBackend } from "./backend";

/** Cloudflare KV refuses expirationTtl below 60 seconds. */
export const KV_MIN_TTL_SECONDS = 60;

/**
 * The Cloudflare KV binding (LOCATION_CACHE). KV is eventually consistent (a write can take up to
 * a minute to reach other locations) and allows about one write per second per key: fine for a
 * cache whose entries live ten minutes, and the reason buckets are sharded (see bucket-cache.ts).
 */
export function createKvBackend(namespace: KVNamespace): CacheBackend {
  return {
    name: "kv",
    get: (key) => namespace.get(key, "text"),
    put: (key, value, ttlMs) =>
      namespace.put(key, value, { expirationTtl: Math.max(KV_MIN_TTL_SECONDS, Math.ceil(ttlMs / 1000)) }),
    delete: (key) => namespace.delete(key),
  };
}
