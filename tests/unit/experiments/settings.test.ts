import { describe, expect, it } from "vitest";
import { createMemoryBackend } from "@/lib/cache/memory-backend";
import type { CacheBackend } from "@/lib/cache/backend";
import {
  forgetPlatformSettings,
  readPlatformSettings,
  SETTINGS_CACHE_TTL_MS,
  SETTINGS_ISOLATE_MS,
  type IsolateSettings,
  type PlatformSettings,
  type SettingsSource,
} from "@/lib/services/platform/settings";

function fixture() {
  let now = 1_800_000_000_000;
  let version = 0;
  const loads: number[] = [];
  const backend = createMemoryBackend(() => now);
  const isolateA: IsolateSettings = new Map();
  const isolateB: IsolateSettings = new Map();
  const source = (isolate: IsolateSettings): SettingsSource => ({
    environment: "development" as const,
    backend,
    clock: () => now,
    isolate,
    loadFromDb: async (): Promise<PlatformSettings> => {
      loads.push(now);
      return { environment: "development", flags: { chat: version % 2 === 1 }, experiments: [] };
    },
  });
  return {
    loads,
    a: source(isolateA),
    b: source(isolateB),
    advance: (ms: number) => (now += ms),
    change: () => version++,
  };
}

describe("platform settings freshness", () => {
  it("reads D1 once per cache lifetime and the cache once per isolate memo", async () => {
    const f = fixture();
    await readPlatformSettings(f.a);
    await readPlatformSettings(f.b);
    f.advance(SETTINGS_ISOLATE_MS - 1);
    await readPlatformSettings(f.a);
    expect(f.loads).toHaveLength(1);
    f.advance(SETTINGS_CACHE_TTL_MS);
    await readPlatformSettings(f.a);
    expect(f.loads).toHaveLength(2);
  });

  it("shows a change everywhere within a minute, and at once where the admin changed it", async () => {
    const f = fixture();
    expect((await readPlatformSettings(f.a)).flags.chat).toBe(false);
    expect((await readPlatformSettings(f.b)).flags.chat).toBe(false);
    f.change();
    await forgetPlatformSettings(f.a);
    expect((await readPlatformSettings(f.a)).flags.chat).toBe(true);
    // Isolate B held the old settings in its memo; it sees the change once the memo lapses.
    f.advance(SETTINGS_ISOLATE_MS);
    expect((await readPlatformSettings(f.b)).flags.chat).toBe(true);
    expect(SETTINGS_ISOLATE_MS + SETTINGS_CACHE_TTL_MS).toBeLessThanOrEqual(60_000);
  });

  it("reads D1 when the cache fails", async () => {
    const f = fixture();
    const broken = {
      ...f.a,
      backend: {
        name: "kv" as const,
        get: () => Promise.reject(new Error("down")),
        put: () => Promise.reject(new Error("down")),
        delete: () => Promise.reject(new Error("down")),
      },
    };
    expect((await readPlatformSettings(broken)).environment).toBe("development");
    expect(f.loads).toHaveLength(1);
  });

  it("does not keep settings a read loaded while an admin change landed (no stale TTL after a stop)", async () => {
    const f = fixture();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = {
      ...f.a,
      loadFromDb: async (): Promise<PlatformSettings> => {
        const before = await f.a.loadFromDb(); // the old settings, read before the change
        await gate;
        return before;
      },
    };
    const inFlight = readPlatformSettings(slow);
    await Promise.resolve();
    f.change();
    await forgetPlatformSettings(f.a);
    release();
    expect((await inFlight).flags.chat).toBe(false); // that request still answers with what it read…
    expect((await readPlatformSettings(f.a)).flags.chat).toBe(true); // …but the next one sees the change
    expect((await readPlatformSettings(f.b)).flags.chat).toBe(true);
  });

  it("refuses an old-settings cache write that lands after the change's delete (KV orders neither)", async () => {
    const f = fixture();
    const backend = f.a.backend as CacheBackend;
    let releasePut: () => void = () => {};
    const putGate = new Promise<void>((resolve) => (releasePut = resolve));
    let putStarted: () => void = () => {};
    const putStartedSignal = new Promise<void>((resolve) => (putStarted = resolve));
    // Request R read D1 before the change; its cache write is slow and lands after the change.
    const slowWriter: SettingsSource = {
      ...f.a,
      backend: {
        ...backend,
        put: async (key, value, ttl) => {
          putStarted();
          await putGate;
          await backend.put(key, value, ttl);
        },
        delete: () => Promise.resolve(), // R's own clean-up comes too late to matter here
      },
    };
    const r = readPlatformSettings(slowWriter);
    await putStartedSignal;
    f.advance(5);
    f.change();
    await forgetPlatformSettings(f.a);
    releasePut();
    await r;
    // The old settings now sit in the cache; a visitor in this isolate must not get them.
    f.advance(5);
    expect((await readPlatformSettings(f.a)).flags.chat).toBe(true);
  });

  it("shows a change at once where it was made even when the cache delete fails", async () => {
    const f = fixture();
    expect((await readPlatformSettings(f.a)).flags.chat).toBe(false); // cached in the shared cache
    f.advance(5);
    f.change();
    const backend = f.a.backend as CacheBackend;
    await forgetPlatformSettings({ ...f.a, backend: { ...backend, delete: () => Promise.reject(new Error("down")) } });
    expect((await readPlatformSettings(f.a)).flags.chat).toBe(true);
  });
});
