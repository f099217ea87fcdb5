/**
 * The three cache backends, each on its real store: memory, Cloudflare KV through Miniflare (the
 * simulator wrangler dev runs), and Upstash through the REST bridge onto a real redis-server.
 */
import { Miniflare } from "miniflare";
import type { CacheBackend } from "@/lib/cache/backend";
import { createKvBackend } from "@/lib/cache/kv-backend";
import { createMemoryBackend } from "@/lib/cache/memory-backend";
import { createUpstashBackend } from "@/lib/cache/upstash-backend";
import { startRedisServer, type RunningRedis } from "../../support/redis-server";
import { startUpstashRestBridge, type UpstashRestBridge } from "../../support/upstash-rest-bridge";

export interface BackendUnderTest {
  name: CacheBackend["name"];
  create: () => CacheBackend;
  /** The store's own expiry of a key, in ms from now (what TTL the backend really set). */
  storageTtlMs?: (key: string) => Promise<number | null>;
  stop: () => Promise<void>;
}

export async function startMemory(): Promise<BackendUnderTest> {
  return { name: "memory", create: () => createMemoryBackend(), stop: async () => {} };
}

export async function startKv(): Promise<BackendUnderTest> {
  // Miniflare (the simulator under wrangler dev) with one KV binding, as wrangler.toml declares it.
  const miniflare = new Miniflare({
    workers: [
      {
        config: {
          name: "cache-test",
          compatibilityDate: "2026-11-01",
          manifest: {
            mainModule: "index.mjs",
            modules: {
              "index.mjs": { type: "esm", contents: "export default { fetch() { return new Response(null) } }" },
            },
          },
          env: { LOCATION_CACHE: { type: "kv", id: "location-cache-test" } },
        },
      },
    ],
  });
  const namespace = (await miniflare.getKVNamespace("LOCATION_CACHE")) as unknown as KVNamespace;
  return {
    name: "kv",
    create: () => createKvBackend(namespace),
    storageTtlMs: async (key) => {
      const listed = await namespace.list({ prefix: key });
      const expiration = listed.keys.find((entry) => entry.name === key)?.expiration;
      return expiration === undefined ? null : expiration * 1000 - Date.now();
    },
    stop: () => miniflare.dispose(),
  };
}

export async function startUpstash(): Promise<BackendUnderTest & { redis: RunningRedis; bridge: UpstashRestBridge }> {
  const redis = await startRedisServer();
  const bridge = await startUpstashRestBridge(redis.port);
  const backend = () => createUpstashBackend({ url: bridge.url, token: bridge.token });
  return {
    name: "upstash",
    redis,
    bridge,
    create: backend,
    storageTtlMs: async (key) => {
      const response = await fetch(bridge.url, {
        method: "POST",
        headers: { authorization: `Bearer ${bridge.token}` },
        body: JSON.stringify(["PTTL", key]),
      });
      const { result } = (await response.json()) as { result: number };
      return result < 0 ? null : result;
    },
    stop: async () => {
      await bridge.close();
      await redis.stop();
    },
  };
}
