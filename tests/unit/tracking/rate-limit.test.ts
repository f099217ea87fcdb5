import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TRACKING_EVENTS_PER_MINUTE, trackingAllowed, type TrackingLimiter } from "@/lib/tracking/rate-limit";

/** A stand-in for Cloudflare's binding: a fixed number of calls per key succeed. */
function countingLimiter(limit: number): TrackingLimiter & { keys: string[] } {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  return {
    keys,
    async limit({ key }) {
      keys.push(key);
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { success: count <= limit };
    },
  };
}

describe("tracking rate limit", () => {
  it("counts per client: one client over the limit does not stop another", async () => {
    const limiter = countingLimiter(2);
    expect(await trackingAllowed(limiter, "203.0.113.1")).toBe(true);
    expect(await trackingAllowed(limiter, "203.0.113.1")).toBe(true);
    expect(await trackingAllowed(limiter, "203.0.113.1")).toBe(false);
    expect(await trackingAllowed(limiter, "203.0.113.2")).toBe(true);
    expect(limiter.keys[0]).toBe("tracking:203.0.113.1");
  });

  it("lets events through without a binding or when it fails (analytics never break a page)", async () => {
    expect(await trackingAllowed(undefined, "local")).toBe(true);
    const failing: TrackingLimiter = { limit: () => Promise.reject(new Error("unavailable")) };
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(await trackingAllowed(failing, "local")).toBe(true);
    } finally {
      console.warn = warn;
    }
  });

  it("is configured in wrangler.toml for every environment with the same limit", () => {
    const toml = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");
    const bindings = [
      ...toml.matchAll(
        /\[\[(?:env\.(\w+)\.)?ratelimits\]\]\s*name = "TRACKING_LIMITER"\s*namespace_id = "(\d+)"\s*simple = \{ limit = (\d+), period = (\d+) \}/g,
      ),
    ];
    expect(bindings.map((m) => m[1] ?? "development")).toEqual(["development", "preview", "production"]);
    for (const [, , , limit, period] of bindings) {
      expect(Number(limit)).toBe(TRACKING_EVENTS_PER_MINUTE);
      expect(Number(period)).toBe(60);
    }
    // Preview and production count separately.
    expect(new Set(bindings.map((m) => m[2])).size).toBe(3);
  });
});
