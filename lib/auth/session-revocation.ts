import { ACCESS_TOKEN_TTL_SECONDS } from "./lifetimes";
import { log, reportUnexpected } from "../observability/log";

/**
 * Access tokens are verified at the edge without the database, so on their own they would work
 * until they expire (15 minutes) after the session behind them ended. Ending a session therefore
 * also writes its id (the token's `sid`, the session family) to a shared revocation list, and
 * every place that trusts an access token asks that list too.
 *
 * Freshness (docs/auth.md): the isolate that revokes knows at once; other isolates keep a "not
 * revoked" answer for NOT_REVOKED_MEMO_MS, and the store itself may serve a stale "not revoked"
 * for a while (KV: STORE_MAX_STALE_SECONDS, its cacheTtl). Together well under a minute.
 */

/** The shared list: KV or Upstash in the Worker, memory in tests. Same surface as a CacheBackend. */
export interface RevocationStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, ttlMs: number): Promise<void>;
}

/** What the services need: end these sessions' access tokens everywhere. */
export interface SessionRevoker {
  revoke(sessionIds: readonly string[]): Promise<void>;
}

export interface SessionRevocationList extends SessionRevoker {
  isRevoked(sessionId: string): Promise<boolean>;
}

/** An entry must outlive every access token of its session: the longest a token lives, plus tolerance. */
export const REVOCATION_ENTRY_TTL_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
/** How long an isolate trusts a "not revoked" answer before asking the store again. */
export const NOT_REVOKED_MEMO_MS = 5_000;
/** KV edge cacheTtl for revocation reads (30 s is KV's minimum). */
export const STORE_MAX_STALE_SECONDS = 30;
const MAX_MEMO_ENTRIES = 10_000;

export const revocationKey = (sessionId: string) => `session-revoked:v1:${sessionId}`;

interface MemoEntry {
  revoked: boolean;
  until: number;
}

export interface RevocationListOptions {
  store: RevocationStore;
  /** Answers from the database when the store cannot (the list must not fail open silently). */
  fallback?: (sessionId: string) => Promise<boolean>;
  clock?: () => number;
  /** Per-isolate answers; the Worker passes one shared by middleware and app bundles. */
  memo?: Map<string, MemoEntry>;
}

export function createSessionRevocationList({
  store,
  fallback,
  clock = Date.now,
  memo = new Map(),
}: RevocationListOptions): SessionRevocationList {
  const remember = (sessionId: string, entry: MemoEntry) => {
    if (memo.size >= MAX_MEMO_ENTRIES) memo.clear();
    memo.set(sessionId, entry);
  };

  return {
    async revoke(sessionIds) {
      const now = clock();
      await Promise.all(
        sessionIds.map(async (sessionId) => {
          remember(sessionId, { revoked: true, until: now + REVOCATION_ENTRY_TTL_MS });
          try {
            await store.put(revocationKey(sessionId), String(now), REVOCATION_ENTRY_TTL_MS);
          } catch (error) {
            // The session is already ended in D1 (no refresh); only its access token lives on,
            // at most until it expires. Logged, not thrown: sign-out must still clear the cookies.
            reportUnexpected("session revocation: could not write the revocation list", error);
          }
        }),
      );
    },

    async isRevoked(sessionId) {
      const now = clock();
      const known = memo.get(sessionId);
      if (known && known.until > now) return known.revoked;
      let revoked: boolean;
      try {
        revoked = (await store.get(revocationKey(sessionId))) !== null;
      } catch (error) {
        if (!fallback) throw error;
        log.warn("session revocation: list unavailable, asking the database", { error, event: "cache-fallback" });
        revoked = await fallback(sessionId);
      }
      remember(sessionId, { revoked, until: now + (revoked ? REVOCATION_ENTRY_TTL_MS : NOT_REVOKED_MEMO_MS) });
      return revoked;
    },
  };
}
