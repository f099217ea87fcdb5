import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The step reaches the database through the Worker's context; a call here means it read D1.
const getCloudflareContext = vi.hoisted(() =>
  vi.fn(async () => {
    throw new Error("the step read the database");
  }),
);
vi.mock("@opennextjs/cloudflare", () => ({ getCloudflareContext }));

const { listingCanonical } = await import("@/lib/middleware/listing-canonical");

const step = (method: string, headers: Record<string, string> = {}) =>
  listingCanonical({
    request: new NextRequest("http://localhost/homes/wrong-slug/123", { method, headers }),
    forwardHeaders: new Headers(),
    setCookies: [],
  });

describe("the listing canonical check", () => {
  beforeEach(() => {
    getCloudflareContext.mockClear();
  });

  it("leaves a POST to a listing page (a server action) alone: no 301, no database read", async () => {
    await expect(step("POST", { "next-action": "abc123" })).resolves.toBeUndefined();
    expect(getCloudflareContext).not.toHaveBeenCalled();
  });

  it("checks page loads (GET and HEAD) against the database", async () => {
    await expect(step("GET")).rejects.toThrow("the step read the database");
    await expect(step("HEAD")).rejects.toThrow("the step read the database");
    expect(getCloudflareContext).toHaveBeenCalledTimes(2);
  });
});
