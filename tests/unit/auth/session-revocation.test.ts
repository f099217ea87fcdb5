// The revocation list that ends access tokens with their session (sign-out, refresh-token reuse,
// password reset), with a controlled clock: how long each isolate trusts an answer, and what
// happens when the shared store is unavailable.
import { describe, expect, it } from "vitest";
import { createMemoryBackend } from "@/lib/cache/memory-backend";
import {
  createSessionRevocationList,
  NOT_REVOKED_MEMO_MS,
  REVOCATION_ENTRY_TTL_MS,
  revocationKey,
  type RevocationStore,
} from "@/lib/auth/session-revocation";
import { ACCESS_TOKEN_TTL_SECONDS } from "@/lib/auth/lifetimes";

describe("session revocation list", () => {
  it("a revocation is seen at once where it was made, and by another isolate within its memo time", async () => {
    let now = 1_000_000;
    const clock = () => now;
    const store = createMemoryBackend(clock);
    const here = createSessionRevocationList({ store, clock });
    const elsewhere = createSessionRevocationList({ store, clock });
    expect(await elsewhere.isRevoked("family-1")).toBe(false);
    await here.revoke(["family-1"]);
    expect(await here.isRevoked("family-1")).toBe(true);
    // The other isolate still trusts its fresh "not revoked" for a few seconds, never longer.
    now += NOT_REVOKED_MEMO_MS;
    expect(await elsewhere.isRevoked("family-1")).toBe(true);
    expect(await elsewhere.isRevoked("family-2")).toBe(false);
  });

  it("entries outlive every access token of the session", async () => {
    let now = 0;
    const clock = () => now;
    const store = createMemoryBackend(clock);
    await createSessionRevocationList({ store, clock }).revoke(["family-1"]);
    expect(REVOCATION_ENTRY_TTL_MS).toBeGreaterThan(ACCESS_TOKEN_TTL_SECONDS * 1000);
    // The last access token issued just before the revocation lives 15 minutes (+5 s tolerance).
    now += ACCESS_TOKEN_TTL_SECONDS * 1000 + 5_000;
    expect(await createSessionRevocationList({ store, clock }).isRevoked("family-1")).toBe(true);
  });

  it("asks the database when the store cannot answer, and a failed write does not fail sign-out", async () => {
    const broken: RevocationStore = {
      get: () => Promise.reject(new Error("kv down")),
      put: () => Promise.reject(new Error("kv down")),
    };
    const asked: string[] = [];
    const list = createSessionRevocationList({
      store: broken,
      fallback: async (id) => (asked.push(id), id === "revoked-in-d1"),
    });
    expect(await list.isRevoked("revoked-in-d1")).toBe(true);
    expect(await list.isRevoked("live")).toBe(false);
    expect(asked).toEqual(["revoked-in-d1", "live"]);
    await expect(list.revoke(["live"])).resolves.toBeUndefined();
    expect(await list.isRevoked("live")).toBe(true);
  });

  it("stores one key per session", async () => {
    const store = createMemoryBackend();
    await createSessionRevocationList({ store }).revoke(["a", "b"]);
    expect(await store.get(revocationKey("a"))).not.toBeNull();
    expect(await store.get(revocationKey("b"))).not.toBeNull();
  });
});
