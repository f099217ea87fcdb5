/**
 * The uptime endpoint and request ids through the running Worker: /api/health answers with the
 * version and its dependencies, uncached; every response names its request in `x-request-id` and in
 * Server-Timing (what a page's scripts can read), and a caller cannot choose the id.
 */
import { describe, expect, it } from "vitest";
import { isRequestId } from "@/lib/observability/request-id";
import { url } from "../support/base-url";

function requestIdOf(response: Response): string {
  const id = response.headers.get("x-request-id");
  expect(isRequestId(id)).toBe(true);
  return id ?? "";
}

describe("/api/health", () => {
  it("answers ok with the version, the database and the cache reachable, and is never cached", async () => {
    const response = await fetch(url("/api/health"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      status: "ok",
      version: expect.stringMatching(/\S/),
      checks: { database: "ok", cache: "ok" },
    });
    requestIdOf(response);
  });

  it("gives two checks two request ids (nothing served from a stored copy)", async () => {
    const [first, second] = await Promise.all([fetch(url("/api/health")), fetch(url("/api/health"))]);
    expect(requestIdOf(first)).not.toBe(requestIdOf(second));
  });
});

describe("request ids", () => {
  it("a page carries its id in x-request-id and in Server-Timing, where the page's scripts read it", async () => {
    const response = await fetch(url("/"));
    expect(response.status).toBe(200);
    const id = requestIdOf(response);
    expect(response.headers.get("server-timing")).toContain(`rid;desc="${id}"`);
  });

  it("replaces a caller's own x-request-id", async () => {
    const response = await fetch(url("/api/version"), { headers: { "x-request-id": "chosen-by-caller-123" } });
    expect(requestIdOf(response)).not.toBe("chosen-by-caller-123");
  });

  it("refused requests (the request gate) carry one too", async () => {
    const response = await fetch(url("/api/user/signin"), {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    requestIdOf(response);
  });
});
