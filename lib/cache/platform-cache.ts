import { getCloudflareContext } from "@opennextjs/cloudflare";
import type { CacheBackend } from "./backend";
import { chooseCacheBackend } from "./choose-backend";

/**
 * The cache backend for a Worker's bindings and vars (Upstash when configured, else KV). Reads
 * `env`, not serverEnv, so the Worker entry can call it before OpenNext has set up the request.
 */
export function cacheBackendFor(env: CloudflareEnv): CacheBackend {
  return chooseCacheBackend({
    kv: env.LOCATION_CACHE,
    upstashUrl: env.UPSTASH_REDIS_REST_URL || undefined,
    upstashToken: env.UPSTASH_REDIS_REST_TOKEN || undefined,
  });
}

/**
 * The cache backend of the running Worker, from this request's bindings and the environment, or
 * undefined outside the Worker (Node scripts and tests pass their backend explicitly).
 */
export function platformCacheBackend(): CacheBackend | undefined {
  let env: CloudflareEnv;
  try {
    env = getCloudflareContext().env;
  } catch {
    return undefined;
  }
  return cacheBackendFor(env);
}
