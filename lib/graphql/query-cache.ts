import { QUERY_FRESH_MS, shouldRetryQuery } from "../observability/client-rules";

/**
 * The browser's one cache of query answers, with the client data rules in one place:
 *
 * - an answer is fresh for 60 s: the same key asked again within that time is answered from here;
 * - callers asking while a load is under way share that one load;
 * - a failed load is tried again up to 3 times (after 1, 2 and 4 s), never when the failure
 *   means "signed out" (its message contains 401, or its status is 401): another try cannot sign
 *   anyone in;
 * - `onFailure` hears about a key's failure once, after the last try, so a query that failed
 *   four times is reported once.
 *
 * A few dozen lines rather than SWR (6.5 KiB gzip) or TanStack Query (10.1 KiB): every page that
 * saves a home or suggests a suburb carries this on first load, and the rules above are all we use
 * of either (docs/dependencies.md has the measurement).
 */
interface Entry {
  data?: unknown;
  fetchedAt?: number;
  pending?: Promise<unknown>;
}

export interface QueryCacheOptions {
  now?: () => number;
  /** Waits before retry `attempt` (1-based); 1 s doubling by default, immediate in tests. */
  delay?: (attempt: number) => Promise<void>;
  /** Told once about each load that gave up (after its retries). */
  onFailure?: (error: unknown) => void;
}

/** TanStack Query's default back-off: 1 s, doubling, at most 30 s. */
export const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 30_000);

const wait = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, retryDelayMs(attempt)));

/**
 * GraphQL says "signed out" with the code UNAUTHENTICATED on an HTTP 200 answer and a message for
 * people, without "401" in it; the data client gives that failure status 401 (lib/graphql/client.ts)
 * so it is not retried either. (Kept out of client-rules.ts, which is on every page's first load.)
 */
const isSignedOut = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

export type QueryCache = ReturnType<typeof createQueryCache>;

export function createQueryCache(options: QueryCacheOptions = {}) {
  const now = options.now ?? Date.now;
  const delay = options.delay ?? wait;
  const entries = new Map<string, Entry>();

  async function withRetries<T>(load: () => Promise<T>): Promise<T> {
    for (let failures = 0; ;) {
      try {
        return await load();
      } catch (error) {
        failures += 1;
        if (!shouldRetryQuery(failures, error) || isSignedOut(error)) throw error;
        await delay(failures);
      }
    }
  }

  return {
    /** The data for `key`: from the cache while fresh, else loaded (with retries) and kept. */
    query<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key) ?? {};
      entries.set(key, entry);
      if (entry.fetchedAt !== undefined && now() - entry.fetchedAt < QUERY_FRESH_MS)
        return Promise.resolve(entry.data as T);
      if (entry.pending) return entry.pending as Promise<T>;
      const pending = withRetries(load).then(
        (data) => {
          // Forgotten meanwhile (a change was made): the answer may predate it, so it is not kept.
          if (entries.get(key) === entry) Object.assign(entry, { data, fetchedAt: now(), pending: undefined });
          return data;
        },
        (error: unknown) => {
          entry.pending = undefined;
          options.onFailure?.(error);
          throw error;
        },
      );
      entry.pending = pending;
      return pending;
    },
    /** Forgets every answer whose key starts with `prefix` (all of them without one). */
    forget(prefix = ""): void {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
