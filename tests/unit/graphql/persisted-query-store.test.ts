import { describe, expect, it } from "vitest";
import { createInMemoryAPQStore } from "@graphql-yoga/plugin-apq";
import { createPersistedQueryStore } from "@/lib/graphql/persisted-query-store";

const SHIPPED = { abc123: "query Shipped { ping }" };

describe("the persisted query store", () => {
  it("always knows a shipped operation, however many others clients register after it", async () => {
    const store = createPersistedQueryStore(SHIPPED, createInMemoryAPQStore({ max: 3 }));
    for (let i = 0; i < 10; i += 1) await store.set(`novel-${i}`, `query N${i} { ping }`);
    expect(await store.get("abc123")).toBe("query Shipped { ping }");
    // The LRU still does its job for the others: the oldest are gone, the newest kept.
    expect(await store.get("novel-0")).toBeUndefined();
    expect(await store.get("novel-9")).toBe("query N9 { ping }");
  });

  it("knows a shipped operation when the registered ones have expired", async () => {
    // A registered store that has forgotten everything, as the LRU has once its lifetime passed.
    const forgetful = { get: () => undefined, set: () => undefined };
    const store = createPersistedQueryStore(SHIPPED, forgetful);
    await store.set("novel", "query N { ping }");
    expect(await store.get("novel")).toBeUndefined();
    expect(await store.get("abc123")).toBe("query Shipped { ping }");
  });

  it("a client cannot replace a shipped operation's text", async () => {
    const store = createPersistedQueryStore(SHIPPED);
    await store.set("abc123", "query Evil { secrets }");
    expect(await store.get("abc123")).toBe("query Shipped { ping }");
  });
});
