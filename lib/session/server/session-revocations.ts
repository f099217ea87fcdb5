import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { cacheBackendFor } from "../../cache/platform-cache";
import { getDb } from "../../db/client";
import { findFamily } from "../../db/queries/members/sessions";
import {
  createSessionRevocationList,
  STORE_MAX_STALE_SECONDS,
  type RevocationStore,
  type SessionRevocationList,
} from "../../auth/session-revocation";

/**
 * One memo per isolate, shared by the middleware and app bundles (OpenNext bundles them
 * separately, so a module-level Map would be two maps).
 */
const MEMO_KEY = Symbol.for("homefront.session-revocation-memo");
const globals = globalThis as { [MEMO_KEY]?: Map<string, { revoked: boolean; until: number }> };

/**
 * The Worker's store: the platform cache (Upstash when configured, else the KV binding). KV reads
 * ask for a short edge cacheTtl so another location sees a revocation within STORE_MAX_STALE_SECONDS
 * (KV's default keeps a "not found" for 60 s).
 */
function storeFor(env: CloudflareEnv): RevocationStore {
  const backend = cacheBackendFor(env);
  const kv = env.LOCATION_CACHE;
  if (backend.name !== "kv" || !kv) return backend;
  return { get: (key) => kv.get(key, { type: "text", cacheTtl: STORE_MAX_STALE_SECONDS }), put: backend.put };
}

/** The running Worker's revocation list. */
export function sessionRevocations(): SessionRevocationList {
  globals[MEMO_KEY] ??= new Map();
  return createSessionRevocationList({
    store: storeFor(getCloudflareContext().env),
    // D1 is the record: a family revoked there is revoked, whatever the list could tell.
    fallback: async (sessionId) => (await findFamily(getDb(), sessionId))?.revokedAt != null,
    memo: globals[MEMO_KEY],
  });
}
