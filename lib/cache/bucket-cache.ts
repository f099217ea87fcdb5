import type { CacheBackend, Clock } from "./backend";
import { systemClock } from "./backend";

/**
 * A cache of JSON values grouped in buckets of at most `maxEntries` entries, each entry expiring
 * `ttlMs` after it was written (by the injected clock).
 *
 * A bucket is one stored value (one KV key, one Redis key): `<namespace>:<kind>:<shard>`, where the
 * shard is a hash of the entry key. Reading a key costs one backend read; writing rewrites its
 * bucket. Sharding spreads a kind over many buckets so that hot keys rarely share one (KV takes
 * about one write per second per key) and the bound (10 entries for location data) holds per
 * bucket, without making the whole cache ten entries small. Eviction drops the least recently written entry.
 * Concurrent writers to one bucket can lose each other's entry: a later miss fetches it again.
 *
 * The backend failing never fails a lookup: a read error counts as a miss, a write error is
 * counted and ignored, and the caller's loader answers from the database.
 */
export interface BucketCacheOptions {
  backend: CacheBackend;
  /** Key prefix, so several caches (and versions of the entry format) can share one namespace. */
  namespace: string;
  ttlMs: number;
  maxEntries: number;
  /** Buckets per kind; 1 puts every key of a kind in one bucket (the bound tests use that). */
  shards: number;
  clock?: Clock;
  onError?: (error: unknown, operation: "read" | "write") => void;
}

export interface CacheStats {
  hits: number;
  misses: number;
  errors: number;
}

interface StoredEntry {
  /** The entry key. */
  k: string;
  /** Expires at (ms since the epoch, by the cache's clock). */
  x: number;
  /** The value. */
  v: unknown;
}

export interface BucketCache {
  readonly backendName: CacheBackend["name"];
  readonly stats: CacheStats;
  /**
   * Values for `keys` of one kind: hits from the cache, the rest from `loadMissing` (which answers
   * with the values it found; absent keys are not cached). Answers in key order, null for absent.
   */
  lookupMany<T>(
    kind: string,
    keys: readonly string[],
    loadMissing: (keys: string[]) => Promise<Map<string, T>>,
  ): Promise<(T | null)[]>;
  lookup<T>(kind: string, key: string, load: () => Promise<T | null | undefined>): Promise<T | null>;
}

/** FNV-1a, 32-bit: fast, stable across runtimes, and spreads short keys well enough for sharding. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function bucketName(namespace: string, kind: string, key: string, shards: number): string {
  return `${namespace}:${kind}:${hashKey(key) % shards}`;
}

function parseBucket(text: string | null): StoredEntry[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as StoredEntry[]) : [];
  } catch {
    // A corrupt bucket is an empty one; the next write replaces it.
    return [];
  }
}

export function createBucketCache(options: BucketCacheOptions): BucketCache {
  const clock = options.clock ?? systemClock;
  const stats: CacheStats = { hits: 0, misses: 0, errors: 0 };
  const report = (error: unknown, operation: "read" | "write") => {
    stats.errors++;
    options.onError?.(error, operation);
  };

  async function readBucket(name: string): Promise<StoredEntry[] | null> {
    try {
      return parseBucket(await options.backend.get(name));
    } catch (error) {
      report(error, "read");
      return null;
    }
  }

  async function writeBucket(name: string, current: StoredEntry[], fresh: StoredEntry[]): Promise<void> {
    const now = clock();
    const freshKeys = new Set(fresh.map((entry) => entry.k));
    const kept = current.filter((entry) => entry.x > now && !freshKeys.has(entry.k));
    const entries = [...[...fresh].reverse(), ...kept].slice(0, options.maxEntries);
    try {
      await options.backend.put(name, JSON.stringify(entries), options.ttlMs);
    } catch (error) {
      report(error, "write");
    }
  }

  async function lookupMany<T>(
    kind: string,
    keys: readonly string[],
    loadMissing: (keys: string[]) => Promise<Map<string, T>>,
  ): Promise<(T | null)[]> {
    const unique = [...new Set(keys)];
    const byBucket = new Map<string, string[]>();
    for (const key of unique) {
      const name = bucketName(options.namespace, kind, key, options.shards);
      byBucket.set(name, [...(byBucket.get(name) ?? []), key]);
    }
    const names = [...byBucket.keys()];
    const buckets = await Promise.all(names.map(readBucket));
    const now = clock();
    const found = new Map<string, T>();
    const missing: string[] = [];
    names.forEach((name, index) => {
      const entries = buckets[index];
      for (const key of byBucket.get(name) ?? []) {
        const entry = entries?.find((candidate) => candidate.k === key && candidate.x > now);
        if (entry) found.set(key, entry.v as T);
        else missing.push(key);
      }
    });
    stats.hits += found.size;
    stats.misses += missing.length;
    if (missing.length > 0) {
      const loaded = await loadMissing(missing);
      const expiresAt = clock() + options.ttlMs;
      const writes = names.flatMap((name, index) => {
        const fresh = (byBucket.get(name) ?? []).flatMap((key) => {
          const value = loaded.get(key);
          return value === undefined || value === null ? [] : [{ k: key, x: expiresAt, v: value }];
        });
        // An unreadable bucket is not rewritten: the backend is failing, do not add latency.
        const current = buckets[index];
        return fresh.length > 0 && current ? [writeBucket(name, current, fresh)] : [];
      });
      await Promise.all(writes);
      for (const [key, value] of loaded) found.set(key, value);
    }
    return keys.map((key) => found.get(key) ?? null);
  }

  return {
    backendName: options.backend.name,
    stats,
    lookupMany,
    async lookup<T>(kind: string, key: string, load: () => Promise<T | null | undefined>) {
      const [value] = await lookupMany<T>(kind, [key], async () => {
        const loaded = await load();
        return new Map(loaded === null || loaded === undefined ? [] : [[key, loaded]]);
      });
      return value ?? null;
    },
  };
}
