/**
 * The market rankings in the public API (/api/v1/locations/rankings/…) through the running Worker
 * and the local D1 it reads: the stored rankings in order, a best-value answer as the pure rule
 * gives it over every suburb of the place, the page's sentences for a bad question, 404 for a
 * place that is not ranked.
 */
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bestValue } from "@/lib/locations/market-rankings";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";

let db: DatabaseSync;
beforeAll(() => {
  db = openLocalD1();
});
afterAll(() => db?.close());

type Json = Record<string, unknown>;
async function json(path: string): Promise<{ status: number; body: Json; cacheControl: string | null }> {
  const response = await fetch(url(path));
  return {
    status: response.status,
    body: (await response.json()) as Json,
    cacheControl: response.headers.get("cache-control"),
  };
}

const storedSlugs = (place: string, ranking: string) =>
  db
    .prepare(
      `SELECT l.slug FROM location_market_rankings r JOIN locations l ON l.id = r.suburb_id
       WHERE r.place_id = ? AND r.ranking = ? ORDER BY r.rank`,
    )
    .all(
      place === "australia"
        ? 0
        : (db.prepare("SELECT id FROM locations WHERE slug = ?").get(place) as { id: number }).id,
      ranking,
    )
    .map((row) => row.slug as string);

interface Ranking {
  key: string;
  suburbs: { rank: number; location: { slug: string } }[];
}

describe("market rankings API", () => {
  it("answers Australia's and a state's stored most viewed and fastest-selling suburbs in rank order", async () => {
    for (const [path, place] of [
      ["/api/v1/locations/rankings", "australia"],
      ["/api/v1/locations/rankings/vic", "vic"],
    ] as const) {
      const answer = await json(path);
      expect(answer.status).toBe(200);
      expect(answer.cacheControl).toBe("public, max-age=60");
      const rankings = answer.body.rankings as Ranking[];
      expect(rankings.map((ranking) => ranking.key)).toEqual(["most-viewed", "fastest-selling"]);
      for (const ranking of rankings) {
        const stored = storedSlugs(place, ranking.key);
        expect(stored.length).toBeGreaterThan(0);
        expect(ranking.suburbs.map((suburb) => suburb.location.slug)).toEqual(stored);
        expect(ranking.suburbs.map((suburb) => suburb.rank)).toEqual(stored.map((_, i) => i + 1));
      }
    }
    expect((await json("/api/v1/locations/rankings/vic")).body.place).toMatchObject({ slug: "vic", type: "state" });
  });

  it("answers a best-value question as the rule does over every suburb of the state", async () => {
    const answer = await json("/api/v1/locations/rankings/vic/best-value?type=houses&beds=3&max=900000&km=20");
    expect(answer.status).toBe(200);
    expect(answer.body.question).toBe("a 3-bedroom house under $900,000 within 20 km of the CBD");
    expect(answer.body.query).toEqual({ type: "houses", beds: 3, max: 900_000, km: 20 });
    const candidates = db
      .prepare(
        `SELECT l.id AS suburbId, l.slug, l.state_code AS stateCode, l.latitude, l.longitude,
                m.median_price AS medianPrice, m.listings AS sales
         FROM locations l JOIN location_market_medians m
           ON m.suburb_id = l.id AND m.status_type = 'sold' AND m.property_type = 7 AND m.bedrooms = 3
         WHERE l.type = 'suburb' AND l.state_code = 'VIC'`,
      )
      .all() as {
      suburbId: number;
      slug: string;
      stateCode: "VIC";
      latitude: number;
      longitude: number;
      medianPrice: number | null;
      sales: number;
    }[];
    const expected = bestValue(candidates, { maxPrice: 900_000, maxKm: 20 });
    expect(expected.length).toBeGreaterThan(0);
    const suburbs = answer.body.suburbs as { suburbId: number; medianPrice: number; distanceKm: number }[];
    expect(suburbs).toEqual(
      expected.map((suburb) =>
        expect.objectContaining({
          suburbId: suburb.suburbId,
          medianPrice: suburb.medianPrice,
          distanceKm: suburb.distanceKm,
          rank: suburb.rank,
        }),
      ),
    );
  });

  it("refuses a bad question with the page's sentence, and a place that is not ranked with 404", async () => {
    const badBudget = await json("/api/v1/locations/rankings/best-value?type=houses&beds=3&max=12");
    expect(badBudget.status).toBe(400);
    expect(badBudget.body.message).toBe("Enter a budget from $100,000 to $20,000,000, in whole dollars.");
    const noType = await json("/api/v1/locations/rankings/vic/best-value?beds=3&max=900000");
    expect(noType.status).toBe(400);
    expect(noType.body.message).toBe("Choose a property type: houses, townhouses, units or apartments.");
    const badKm = await json("/api/v1/locations/rankings/vic/best-value?type=units&beds=2&max=900000&km=500");
    expect(badKm.status).toBe(400);
    expect(badKm.body.message).toBe("Enter a distance from 1 to 100 km, or leave it empty for anywhere.");
    const suburb = await json("/api/v1/locations/rankings/melbourne-vic-3000");
    expect(suburb.status).toBe(404);
    expect(suburb.body.message).toBe("Rankings are for Australia, a state or a region");
    expect((await json("/api/v1/locations/rankings/Not%20a%20slug")).status).toBe(400);
  });
});
