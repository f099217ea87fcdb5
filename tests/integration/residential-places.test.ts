/**
 * Places nobody lives in are never offered: North Pole VIC 9999 (Australia Post's address for
 * letters to Santa), PO-box postcodes and airports are neither seeded nor suggested.
 */
import { describe, expect, it } from "vitest";
import { openLocalD1 } from "../support/local-d1";
import { get } from "./auth/client";

interface Suggestion {
  name: string;
  postcode: string | null;
}

async function suggestions(q: string): Promise<Suggestion[]> {
  const response = await get(`/api/v1/search/locations?${new URLSearchParams({ q, take: "20" })}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Suggestion[];
}

describe("places people live", () => {
  it("suggestions never offer North Pole, a reserved postcode or an airport", async () => {
    expect(await suggestions("north pole")).toEqual([]);
    expect((await suggestions("9999")).length).toBe(0);
    expect((await suggestions("north")).map((s) => s.name)).not.toContain("North Pole");
    const airports = await suggestions("adelaide airport");
    expect(airports.map((s) => s.name)).not.toContain("Adelaide Airport");
    // Real places still come up.
    expect((await suggestions("north bondi")).map((s) => s.name)).toContain("North Bondi");
  });

  it("the seed put no office, agent or listing in a place nobody lives", () => {
    const db = openLocalD1();
    try {
      const northPole = db.prepare("SELECT count(*) AS n FROM locations WHERE postcode = '9999'").get() as {
        n: number;
      };
      expect(northPole.n).toBe(0);
      const reserved = db
        .prepare(
          `SELECT count(*) AS n FROM offices o JOIN locations l ON l.id = o.suburb_id
           WHERE CAST(l.postcode AS INTEGER) BETWEEN 9000 AND 9999 OR CAST(l.postcode AS INTEGER) BETWEEN 8000 AND 8999`,
        )
        .get() as { n: number };
      expect(reserved.n).toBe(0);
    } finally {
      db.close();
    }
  });
});
