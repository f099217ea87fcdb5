/** The main API's location calls under /api/v1: JSON, the documented defaults, 400s that explain, 404s. */
import { describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";

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

  it("finds the suburb that holds a point, within the place asked about", async () => {
    const nearby = (await json("/api/v1/location/5713470/nearby?take=8")).body as unknown as {
      id: number;
      hierarchyIds: number[];
      latLong: { latitude: number; longitude: number };
    }[];
    // A suburb's boundary is the cell around its centre, so its centre is in it, whichever
    // place above it is asked about.
    for (const suburb of nearby) {
      const { latitude, longitude } = suburb.latLong;
      for (const within of [suburb.id, ...suburb.hierarchyIds]) {
        const answer = await json(`/api/v1/location/${within}/${latitude}/${longitude}`);
        expect({ within, status: answer.status, suburb: (answer.body.suburb as { id: number })?.id }).toEqual({
          within,
          status: 200,
          suburb: suburb.id,
        });
      }
    }
    // Sydney's centre is not in Victoria.
    const victoria = nearby[0]!.hierarchyIds[0]!;
    const elsewhere = await json(`/api/v1/location/${victoria}/-33.8688/151.2093`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe("No suburb of Victoria holds that point.");
  });

  it("answers 400 for a point that is not one", async () => {
    const cases: Array<[string, string]> = [
      ["/api/v1/location/5713470/north/144.96", "The latitude is a number, e.g. -37.8136."],
      ["/api/v1/location/5713470/-137.8/144.96", "The latitude is between -90 and 90."],
      ["/api/v1/location/5713470/-37.8/244.96", "The longitude is between -180 and 180."],
    ];
    for (const [path, message] of cases) {
      const answer = await json(path);
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({ path, status: 400, message });
    }
    expect((await json("/api/v1/location/melbourne/-37.8/144.96")).status).toBe(400);
  });

  it("fills the sponsor slot with the agents who sold most there in the last 12 months", async () => {
    const db = openLocalD1();
    let expected: { agentId: number; sold: number }[];
    try {
      expected = db
        .prepare(
          `SELECT agent_id AS agentId, COUNT(*) AS sold FROM listings
           WHERE suburb_id = 5713470 AND status_type = 'sold' AND sold_at >= ?
           GROUP BY agent_id ORDER BY sold DESC, agent_id LIMIT 3`,
        )
        .all(Date.now() - 365 * 24 * 60 * 60 * 1000) as { agentId: number; sold: number }[];
    } finally {
      db.close();
    }
    expect(expected.length).toBeGreaterThan(0);
    const sponsor = await json("/api/v1/location/5713470/sponsor");
    expect(sponsor.status).toBe(200);
    const agents = sponsor.body.agents as { id: number; name: string; sold: number }[];
    expect(agents.map(({ id, sold }) => ({ agentId: id, sold }))).toEqual(expected);
    expect(agents.every((agent) => agent.name.length > 0 && !("email" in agent) && !("mobile" in agent))).toBe(true);
    expect(((await json("/api/v1/location/5713470/sponsor?take=1")).body.agents as unknown[]).length).toBe(1);
    const tooMany = await json("/api/v1/location/5713470/sponsor?take=11");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("take is at most 10.");
    expect((await json("/api/v1/location/5713470/sponsor?take=many")).status).toBe(400);
    expect((await json("/api/v1/location/999999999/sponsor")).status).toBe(404);
  });
});
