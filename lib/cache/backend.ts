/**
 * The storage a cache sits on. Three implementations (KV, Upstash Redis, memory) behind one small
 * surface: strings in, strings out, a storage TTL. Expiry that matters to correctness is decided by
 * the caller's clock (entries carry their own expiry), so tests can move time without sleeping and
 * KV's 60-second minimum TTL does not bend the rules.
 */
export interface CacheBackend {
  readonly name: CacheBackendName;
  get(key: string): Promise<string | null>;
  /** Stores `value`; the backend may drop it after `ttlMs` (storage clean-up, not correctness). */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export type CacheBackendName = "kv" | "upstash" | "memory";

/** Milliseconds since the epoch; injectable so time-based behaviour is tested without sleeping. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
