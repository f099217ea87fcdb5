/**
 * Places nobody lives in: North Pole VIC 9999 (Australia Post's address for letters to Santa),
 * PO-box postcodes, airports, campuses and bases. Suggestions never offer them, and the seeded
 * data holds no office, agent, listing, school or local's post in them (what was drawn there sits
 * in the nearest residential suburb of the same state: docs/data.md). They keep a location page.
 */
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isResidentialLocality } from "@/lib/locations/residential-localities";
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

let db: DatabaseSync;
beforeAll(() => {
  db = openLocalD1();
});
afterAll(() => db?.close());

/** Ids of the stored suburbs nobody lives in, judged by the same rule as suggestions. */
function nonResidentialSuburbIds(): Set<number> {
  const suburbs = db
    .prepare("SELECT id, name, postcode FROM locations WHERE type = 'suburb' AND postcode IS NOT NULL")
    .all() as { id: number; name: string; postcode: string }[];
  return new Set(suburbs.filter((suburb) => !isResidentialLocality(suburb)).map((suburb) => suburb.id));
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

  it("a place nobody lives in keeps its location page, with no homes on it", async () => {
    const response = await get("/locations/north-pole-vic-9999");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Nothing sold in North Pole lately");
    // A listing card links to /homes/…; the page of a suburb with homes has several.
    expect(html).not.toMatch(/href="\/homes\//);
    expect(await (await get("/locations/melbourne-vic-3000")).text()).toMatch(/href="\/homes\//);
  });

  it("no office, agent, listing, school or local's post is in a place nobody lives in", () => {
    const nowhere = nonResidentialSuburbIds();
    // The rule has something to bite on: the location tree keeps these places.
    expect(nowhere.size).toBeGreaterThan(30);
    const placed: Record<string, string> = {
      offices: "SELECT suburb_id AS id FROM offices",
      agents: "SELECT o.suburb_id AS id FROM agents a JOIN offices o ON o.id = a.office_id",
      listings: "SELECT suburb_id AS id FROM listings",
      "removed listings": "SELECT suburb_id AS id FROM listing_removals",
      schools: "SELECT suburb_id AS id FROM schools",
      "locals' reviews": "SELECT location_id AS id FROM location_reviews WHERE member_id LIKE 'seed-local-%'",
      "locals' questions": "SELECT location_id AS id FROM questions WHERE member_id LIKE 'seed-local-%'",
    };
    for (const [what, sql] of Object.entries(placed)) {
      const rows = db.prepare(sql).all() as { id: number }[];
      expect(rows.length, what).toBeGreaterThan(0);
      expect(rows.filter((row) => nowhere.has(row.id)).length, what).toBe(0);
    }
  });
});
