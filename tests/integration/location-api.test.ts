/** The main API's location calls under /api/v1: JSON, the documented defaults, 400s that explain, 404s. */
import { describe, expect, it } from "vitest";
import { url } from "../support/base-url";

async function json(path: string) {
  const response = await fetch(url(path));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
}

describe("location API v1", () => {
  it("answers a location, with its 5 nearest suburbs when includeSurrounding=true", async () => {
    const plain = await json("/api/v1/location/5713470");
    expect(plain.status).toBe(200);
    expect(plain.body.location).toMatchObject({ id: 5713470, displayText: "Melbourne, VIC 3000" });
    expect(plain.body.surrounding).toBeUndefined();
    const surrounding = await json("/api/v1/location/5713470?includeSurrounding=true");
    expect((surrounding.body.surrounding as unknown[]).length).toBe(5);
  });

  it("takes 5 nearby by default, and as many as asked up to 8", async () => {
    expect((await json("/api/v1/location/5713470/nearby")).body).toHaveLength(5);
    expect((await json("/api/v1/location/5713470/nearby?take=2")).body).toHaveLength(2);
    const tooMany = await json("/api/v1/location/5713470/nearby?take=50");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("take is at most 8.");
  });

  it("gives a suburb's boundary as well-known text", async () => {
    const spatial = await json("/api/v1/location/5713470/spatial");
    expect(spatial.status).toBe(200);
    expect(spatial.body.wellKnownText).toMatch(/^POLYGON\(\(\d/);
  });

  it("searches locations by text", async () => {
    const found = await json("/api/v1/search/locations?q=bondi&take=3");
    expect(found.status).toBe(200);
    expect(found.body.length).toBeGreaterThan(0);
    expect(found.body.length).toBeLessThanOrEqual(3);
    expect((await json("/api/v1/search/locations")).status).toBe(400);
  });

  it("answers 400 for a malformed id and 404 for an unknown one, never 500", async () => {
    const malformed = await json("/api/v1/location/melbourne");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("A location id is a number, e.g. 5713470.");
    expect((await json("/api/v1/location/999999999")).status).toBe(404);
    expect((await json("/api/v1/location/5713470?includeSurrounding=maybe")).status).toBe(400);
  });
});
