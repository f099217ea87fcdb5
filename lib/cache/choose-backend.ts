import type { CacheBackend } from "./backend";
import { createKvBackend } from "./kv-backend";
import { createMemoryBackend } from "./memory-backend";
import { createUpstashBackend } from "./upstash-backend";

export interface CacheConfiguration {
  /** The LOCATION_CACHE KV binding, when the Worker has one. */
  kv?: KVNamespace;
  upstashUrl?: string;
  upstashToken?: string;
}

/** One memory backend per isolate: it is the cache only when nothing shared is configured. */
let isolateMemory: CacheBackend | undefined;

/**
 * Upstash when its URL and token are both set (an explicit choice), else the KV binding (the
 * default at the edge and in `npm start`), else memory in this isolate.
 */
export function chooseCacheBackend(config: CacheConfiguration): CacheBackend {
  if (config.upstashUrl && config.upstashToken)
    return createUpstashBackend({ url: config.upstashUrl, token: config.upstashToken });
  if (config.kv) return createKvBackend(config.kv);
  isolateMemory ??= createMemoryBackend();
  return isolateMemory;
}
