import { describe, expect, it } from "vitest";
import { isRequestId, requestIdFor, requestIdServerTiming } from "@/lib/observability/request-id";
import { routeOf } from "@/lib/observability/request-scope";

describe("requestIdFor", () => {
  it("takes Cloudflare's ray id", () => {
    expect(requestIdFor(new Headers({ "cf-ray": "8c1f2e3d4a5b6c7d-SYD" }), () => "new")).toBe("8c1f2e3d4a5b6c7d-SYD");
  });

  it("makes a new id without a ray, and ignores the caller's own x-request-id", () => {
    expect(requestIdFor(new Headers({ "x-request-id": "mine-12345678" }), () => "new-id-0001")).toBe("new-id-0001");
  });

  it("refuses a ray id that could carry other text into logs or headers", () => {
    expect(requestIdFor(new Headers({ "cf-ray": 'x" onload="1' }), () => "new-id-0001")).toBe("new-id-0001");
    expect(isRequestId("a".repeat(65))).toBe(false);
    expect(isRequestId(crypto.randomUUID())).toBe(true);
  });
});

describe("requestIdServerTiming", () => {
  it("is a Server-Timing entry whose description is the id", () => {
    expect(requestIdServerTiming("8c1f2e3d4a5b6c7d-SYD")).toBe('rid;desc="8c1f2e3d4a5b6c7d-SYD"');
  });
});

describe("routeOf", () => {
  it("is the method and path, never the query (reset links carry tokens there)", () => {
    expect(routeOf("GET", "https://homefront.example/reset-password?token=secret")).toBe("GET /reset-password");
  });
});
