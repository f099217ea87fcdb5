import { describe, expect, it } from "vitest";
import { createBatchApqFetch } from "@/lib/graphql/transport/batch-apq-fetch";

type Op = { query?: string; extensions: { persistedQuery: { sha256Hash: string } } };

/**
 * A stand-in for the network (not for our server): it knows the queries it has been sent in full,
 * like an APQ store, and answers each operation with its own query text.
 */
function apqPeer() {
  const known = new Map<string, string>();
  const posts: Op[][] = [];
  const fetch = async (_url: string | URL, init: RequestInit) => {
    const ops = JSON.parse(String(init.body)) as Op[];
    posts.push(ops);
    const results = ops.map((op) => {
      const hash = op.extensions.persistedQuery.sha256Hash;
      if (op.query) known.set(hash, op.query);
      const query = known.get(hash);
      return query ? { data: { echo: query } } : { errors: [{ message: "PersistedQueryNotFound" }] };
    });
    return new Response(JSON.stringify(results), { headers: { "content-type": "application/json" } });
  };
  return { fetch, posts };
}

const send = (batchFetch: ReturnType<typeof createBatchApqFetch>, query: string) =>
  batchFetch("http://x/graphql", { method: "POST", body: JSON.stringify({ query }) }).then((r) => r.json());

describe("batching + APQ transport", () => {
  it("sends at most 10 operations per request", async () => {
    const peer = apqPeer();
    const batchFetch = createBatchApqFetch({ fetch: peer.fetch });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => send(batchFetch, `{ q${i} }`)));
    expect(results.map((r) => (r as { data: { echo: string } }).data.echo)).toEqual(
      Array.from({ length: 12 }, (_, i) => `{ q${i} }`),
    );
    const hashOnly = peer.posts.filter((p) => p.every((op) => !op.query));
    expect(hashOnly.map((p) => p.length).sort((a, b) => b - a)).toEqual([10, 2]);
    expect(peer.posts.every((p) => p.length <= 10)).toBe(true);
  });

  it("sends the hash alone once the peer knows the query", async () => {
    const peer = apqPeer();
    const batchFetch = createBatchApqFetch({ fetch: peer.fetch });
    await send(batchFetch, "{ a }");
    const before = peer.posts.length;
    await send(batchFetch, "{ a }");
    expect(peer.posts.length - before).toBe(1);
    expect(peer.posts.at(-1)?.[0]?.query).toBeUndefined();
  });

  it("rejects every caller of a batch when the request fails", async () => {
    const batchFetch = createBatchApqFetch({
      fetch: async () =>
        new Response(JSON.stringify({ errors: [{ message: "Batching is limited to 10 operations per request." }] }), {
          status: 413,
        }),
    });
    await expect(send(batchFetch, "{ a }")).rejects.toThrow("Batching is limited to 10 operations per request.");
  });
});
