import { createInMemoryAPQStore } from "@graphql-yoga/plugin-apq";

export interface PersistedQueryStore {
  get(hash: string): string | null | undefined | Promise<string | null | undefined>;
  set(hash: string, query: string): unknown;
}

/** How long an operation registered by a client (not one we ship) is remembered by an isolate. */
export const REGISTERED_QUERY_TTL_MS = 60 * 60 * 1000;

/**
 * The automatic-persisted-query store: the operations our code ships (the generated manifest) are
 * always known by hash, so a page's first hash-only request never costs a second round trip; other
 * operations a client registers are kept in a bounded LRU. The shipped ones used to be seeded into
 * that LRU, whose default entry lifetime is 36 s: after an isolate's first 36 s every page's query
 * missed and was sent again in full (and a test that expected a hit failed when the run was slow).
 */
export function createPersistedQueryStore(
  shipped: Readonly<Record<string, string>>,
  registered: PersistedQueryStore = createInMemoryAPQStore({ max: 2000, ttl: REGISTERED_QUERY_TTL_MS }),
): PersistedQueryStore {
  return {
    get: (hash) => (Object.hasOwn(shipped, hash) ? shipped[hash] : registered.get(hash)),
    set: (hash, query) => (Object.hasOwn(shipped, hash) ? undefined : registered.set(hash, query)),
  };
}
