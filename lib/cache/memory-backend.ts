import type { CacheBackend, Clock } from "./backend";
import { systemClock } from "./backend";

/**
 * An in-process backend: tests, scripts, and the fallback when no KV or Redis is configured.
 * In a Worker it lives as long as the isolate, so it is a per-isolate cache, not a shared one.
 */
export function createMemoryBackend(clock: Clock = systemClock): CacheBackend {
  const store = new Map<string, { value: string; expiresAt: number }>();
  return {
    name: "memory",
    async get(key) {
      const entry = store.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= clock()) {
        store.delete(key);
        return null;
      }
      return entry.value;
    },
    async put(key, value, ttlMs) {
      store.set(key, { value, expiresAt: clock() + ttlMs });
    },
    async delete(key) {
      store.delete(key);
    },
  };
}
