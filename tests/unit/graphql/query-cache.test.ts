import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQueryCache, retryDelayMs } from "@/lib/graphql/query-cache";
import { DataClientError } from "@/lib/observability/client-rules";

/**
 * A stand-in for the network, not for our code: a local HTTP server whose path says how it
 * answers. `/flaky/<name>/<n>/<status>` fails with <status> the first <n> times it is asked for
 * <name>, then answers `{ "answer": <count> }`; every ask is counted per name.
 */
let server: Server;
let origin = "";
const asked = new Map<string, number>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const [, , name = "", failures = "0", status = "503"] = (request.url ?? "").split("/");
    const count = (asked.get(name) ?? 0) + 1;
    asked.set(name, count);
    if (count <= Number(failures)) {
      response.writeHead(Number(status), { "content-type": "text/plain" }).end(`failed with status ${status}`);
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ answer: count }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A real fetch, failing the way the data client does: a DataClientError with the status. */
function load(name: string, failures = 0, status = 503) {
  return async () => {
    const response = await fetch(`${origin}/flaky/${name}/${failures}/${status}`);
    const text = await response.text();
    if (!response.ok)
      throw new DataClientError(`GraphQL operation failed with status ${response.status}`, {
        status: response.status,
        response: text,
      });
    return (JSON.parse(text) as { answer: number }).answer;
  };
}

/** A cache on a clock the test moves, whose retries wait for nothing, recording what it waited for. */
function setup() {
  let time = 1_000_000;
  const waits: number[] = [];
  const failures: unknown[] = [];
  const cache = createQueryCache({
    now: () => time,
    delay: async (attempt) => void waits.push(attempt),
    onFailure: (error) => failures.push(error),
  });
  return { cache, waits, failures, advance: (ms: number) => (time += ms) };
}

describe("the shared query cache", () => {
  it("answers from the cache for 60 seconds, then asks again", async () => {
    const { cache, advance } = setup();
    expect(await cache.query("k", load("fresh"))).toBe(1);
    advance(59_999);
    expect(await cache.query("k", load("fresh"))).toBe(1);
    expect(asked.get("fresh")).toBe(1);
    advance(1);
    expect(await cache.query("k", load("fresh"))).toBe(2);
  });

  it("keeps each key's answer apart", async () => {
    const { cache } = setup();
    expect(await cache.query("a", load("apart-a"))).toBe(1);
    expect(await cache.query("b", load("apart-b"))).toBe(1);
    expect(await cache.query("a", load("apart-a"))).toBe(1);
    expect([asked.get("apart-a"), asked.get("apart-b")]).toEqual([1, 1]);
  });

  it("shares one request between callers while it is under way", async () => {
    const { cache } = setup();
    const answers = await Promise.all([1, 2, 3].map(() => cache.query("k", load("shared"))));
    expect(answers).toEqual([1, 1, 1]);
    expect(asked.get("shared")).toBe(1);
  });

  it("retries a failed query up to 3 times, waiting longer each time", async () => {
    const { cache, waits, failures } = setup();
    expect(await cache.query("k", load("recovers", 3))).toBe(4);
    expect(asked.get("recovers")).toBe(4);
    expect(waits).toEqual([1, 2, 3]);
    expect(waits.map(retryDelayMs)).toEqual([1000, 2000, 4000]);
    expect(failures).toEqual([]);
  });

  it("gives up after the third retry with the last error, told to onFailure once", async () => {
    const { cache, failures } = setup();
    await expect(cache.query("k", load("gives-up", 10, 502))).rejects.toThrow("status 502");
    expect(asked.get("gives-up")).toBe(4);
    expect(failures).toHaveLength(1);
    expect((failures[0] as DataClientError).response).toBe("failed with status 502");
  });

  it("never retries a 401", async () => {
    const { cache, waits, failures } = setup();
    await expect(cache.query("k", load("signed-out", 10, 401))).rejects.toThrow("status 401");
    expect(asked.get("signed-out")).toBe(1);
    expect(waits).toEqual([]);
    expect(failures).toHaveLength(1);
  });

  it("never retries a signed-out answer whose message is for people (GraphQL's UNAUTHENTICATED, status 401)", async () => {
    const { cache, waits } = setup();
    let calls = 0;
    const signedOut = async () => {
      calls += 1;
      throw new DataClientError("Please sign in to do that", { status: 401 });
    };
    await expect(cache.query("k", signedOut)).rejects.toThrow("Please sign in to do that");
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it("retries other 4xx answers like any failure", async () => {
    const { cache } = setup();
    expect(await cache.query("k", load("forbidden-once", 1, 403))).toBe(2);
    expect(asked.get("forbidden-once")).toBe(2);
  });

  it("asks again after a failure, and after its answers were forgotten", async () => {
    const { cache } = setup();
    await expect(cache.query("k", load("again", 4))).rejects.toThrow();
    expect(await cache.query("k", load("again", 4))).toBe(5);
    cache.forget("k");
    expect(await cache.query("k", load("again", 4))).toBe(6);
    cache.forget();
    expect(await cache.query("k", load("again", 4))).toBe(7);
  });

  it("does not keep an answer that was under way when its key was forgotten", async () => {
    const { cache } = setup();
    const before = cache.query("k", load("midway"));
    cache.forget();
    expect(await before).toBe(1);
    expect(await cache.query("k", load("midway"))).toBe(2);
  });
});
