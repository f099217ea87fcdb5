import { getCloudflareContext } from "@opennextjs/cloudflare";
import { serverEnv } from "@/lib/env";
import type { CacheBackend } from "./backend";
import { chooseCacheBackend } from "./choose-backend";

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
  return chooseCacheBackend({
    kv: env.LOCATION_CACHE,
    upstashUrl: serverEnv.UPSTASH_REDIS_REST_URL,
    upstashToken: serverEnv.UPSTASH_REDIS_REST_TOKEN,
  });
}
