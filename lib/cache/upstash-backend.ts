import { Redis } from "@upstash/redis/cloudflare";
import type { CacheBackend } from "./backend";

export interface UpstashSettings {
  url: string;
  token: string;
}

/**
 * Upstash Redis over its REST API (fetch, so it runs in the Worker). Values are our own JSON
 * strings, so automatic (de)serialisation is off; retries are off because a slow cache should fall
 * back to the database quickly rather than hold the page (the caller catches and falls back).
 */
export function createUpstashBackend(settings: UpstashSettings): CacheBackend {
  const redis = new Redis({
    url: settings.url,
    token: settings.token,
    automaticDeserialization: false,
    retry: false,
  });
  return {
    name: "upstash",
    get: (key) => redis.get<string>(key),
    put: async (key, value, ttlMs) => {
      await redis.set(key, value, { px: Math.max(1, Math.ceil(ttlMs)) });
    },
    delete: async (key) => {
      await redis.del(key);
    },
  };
}
