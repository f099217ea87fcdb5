import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CacheBackend } from "@/lib/cache/backend";
import { bucketName } from "@/lib/cache/bucket-cache";
import {
  createLocationCache,
  formatCacheStats,
  LOCATION_CACHE_BUCKET_SIZE,
  LOCATION_CACHE_NAMESPACE,
  LOCATION_CACHE_TTL_MS,
} from "@/lib/cache/location-cache";
import { createUpstashBackend } from "@/lib/cache/upstash-backend";
import { freeLoopbackPort } from "../../support/redis-server";
import { startKv, startMemory, startUpstash, type BackendUnderTest } from "./backends";

/** A clock the test moves by hand: expiry is tested without sleeping. */
function manualClock(start = 1_800_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A loader that counts the keys it was asked for (every count is a database read). */
function countingLoader() {
  const asked: string[] = [];
  return {
    asked,
    load: async (keys: string[]) => {
      asked.push(...keys);
      return new Map(keys.map((key) => [key, { slug: key, loadedAt: asked.length }]));
    },
  };
}

const starters = { memory: startMemory, kv: startKv, upstash: startUpstash };

describe.each(Object.keys(starters) as (keyof typeof starters)[])("location cache on %s", (name) => {
  let backend: BackendUnderTest;
  beforeAll(async () => {
    backend = await starters[name]();
  }, 30_000);
  afterAll(() => backend?.stop());

  it("answers a second lookup from the cache, until 600,000 ms have passed", async () => {
    const clock = manualClock();
    const cache = createLocationCache(backend.create(), { clock: clock.now });
    const loader = countingLoader();
    const kind = `ttl-${name}-${Math.random()}`;

    await cache.lookupMany(kind, ["bondi-nsw-2026"], loader.load);
    clock.advance(LOCATION_CACHE_TTL_MS - 1);
    const [hit] = await cache.lookupMany(kind, ["bondi-nsw-2026"], loader.load);
    expect(hit).toEqual({ slug: "bondi-nsw-2026", loadedAt: 1 });
    expect(loader.asked).toEqual(["bondi-nsw-2026"]);

    clock.advance(1);
    await cache.lookupMany(kind, ["bondi-nsw-2026"], loader.load);
    expect(loader.asked).toEqual(["bondi-nsw-2026", "bondi-nsw-2026"]);
    expect(cache.stats).toEqual({ hits: 1, misses: 2, errors: 0 });
    expect(formatCacheStats(cache.stats)).toBe("hit=1 miss=2");
  });

  it("keeps at most 10 entries per bucket, dropping the least recently written", async () => {
    const clock = manualClock();
    // One shard: every key of the kind shares one bucket, so the bound is observable.
    const store = backend.create();
    const cache = createLocationCache(store, { clock: clock.now, shards: 1 });
    const loader = countingLoader();
    const kind = `bound-${name}-${Math.random()}`;
    const keys = Array.from({ length: LOCATION_CACHE_BUCKET_SIZE + 1 }, (_, i) => `suburb-${i}`);
    for (const key of keys) {
      await cache.lookupMany(kind, [key], loader.load);
      clock.advance(1);
    }
    const stored = JSON.parse((await store.get(bucketName(LOCATION_CACHE_NAMESPACE, kind, "any", 1))) ?? "[]") as {
      k: string;
    }[];
    expect(stored).toHaveLength(LOCATION_CACHE_BUCKET_SIZE);
    expect(stored.map((entry) => entry.k)).not.toContain("suburb-0");

    loader.asked.length = 0;
    await cache.lookupMany(kind, keys, loader.load);
    expect(loader.asked).toEqual(["suburb-0"]);
  });

  it("stores buckets with the cache's TTL in the backend itself", async () => {
    if (!backend.storageTtlMs) return expect(name).toBe("memory");
    const store = backend.create();
    const cache = createLocationCache(store, { shards: 1 });
    const kind = `storage-ttl-${Math.random()}`;
    await cache.lookupMany(kind, ["glebe-nsw-2037"], countingLoader().load);
    const ttl = await backend.storageTtlMs(bucketName(LOCATION_CACHE_NAMESPACE, kind, "glebe-nsw-2037", 1));
    expect(ttl).toBeGreaterThan(LOCATION_CACHE_TTL_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(LOCATION_CACHE_TTL_MS + 1_000);
  });
});

describe("a failing cache backend", () => {
  const failing: CacheBackend = {
    name: "kv",
    get: () => Promise.reject(new Error("KV unavailable")),
    put: () => Promise.reject(new Error("KV unavailable")),
    delete: () => Promise.reject(new Error("KV unavailable")),
  };

  it("falls back to the loader and counts the errors", async () => {
    const cache = createLocationCache(failing);
    const loader = countingLoader();
    const values = await cache.lookupMany("location-slug", ["bondi-nsw-2026", "glebe-nsw-2037"], loader.load);
    expect(values.map((value) => (value as { slug: string }).slug)).toEqual(["bondi-nsw-2026", "glebe-nsw-2037"]);
    expect(cache.stats).toMatchObject({ hits: 0, misses: 2 });
    expect(cache.stats.errors).toBeGreaterThan(0);
  });

  it("falls back when Upstash cannot be reached at all", async () => {
    const closedPort = await freeLoopbackPort();
    const cache = createLocationCache(createUpstashBackend({ url: `http://127.0.0.1:${closedPort}`, token: "t" }));
    const [value] = await cache.lookupMany("location-slug", ["bondi-nsw-2026"], countingLoader().load);
    expect(value).toEqual({ slug: "bondi-nsw-2026", loadedAt: 1 });
    expect(cache.stats.errors).toBe(1);
  });
});

describe("the Upstash REST bridge", () => {
  it("carries the client's commands to redis-server (not a mock)", async () => {
    const upstash = await startUpstash();
    try {
      const store = upstash.create();
      await store.put("bridge-check", "héllo", 60_000);
      expect(await store.get("bridge-check")).toBe("héllo");
      await store.delete("bridge-check");
      expect(await store.get("bridge-check")).toBeNull();
      expect(upstash.bridge.commandCount()).toBe(4);
      const unauthorised = await fetch(upstash.bridge.url, { method: "POST", body: JSON.stringify(["PING"]) });
      expect(unauthorised.status).toBe(401);
    } finally {
      await upstash.stop();
    }
  }, 30_000);
});
