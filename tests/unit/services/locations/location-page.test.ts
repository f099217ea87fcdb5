// A place's page on real SQL (node:sqlite with the real migrations): what the page reads before
// its sections stream, and the NOT_FOUND failure its 404 comes from.
import { beforeEach, describe, expect, it } from "vitest";
import type { DatabaseSync } from "node:sqlite";
import { applyD1Limits, applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { createServiceContext } from "@/lib/services/context";
import { getLocationPage } from "@/lib/services/locations/location-page";

let sqlite: DatabaseSync;

function insertPlace(
  id: number,
  type: string,
  name: string,
  slug: string,
  ids: { state?: number; region?: number; area?: number; suburb?: number } = {},
) {
  sqlite
    .prepare(
      `INSERT INTO locations (id, type, name, search_name, slug, unique_uri, state_code, postcode, latitude, longitude,
         state_id, region_id, area_id, suburb_id)
       VALUES (?, ?, ?, ?, ?, ?, 'NSW', ?, -33.89, 151.27, ?, ?, ?, ?)`,
    )
    .run(
      id,
      type,
      name,
      name.toLowerCase(),
      slug,
      `/x/${id}`,
      type === "suburb" || type === "street" ? "2026" : null,
      ids.state ?? null,
      ids.region ?? null,
      ids.area ?? null,
      ids.suburb ?? null,
    );
}

const context = () => createServiceContext(nodeSqliteDatabase(sqlite), Date.UTC(2026, 10, 20));

beforeEach(() => {
  sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  applyD1Limits(sqlite);
  insertPlace(1, "state", "New South Wales", "nsw");
  insertPlace(10, "region", "Sydney - Eastern Suburbs", "sydney-eastern-suburbs-nsw", { state: 1 });
  insertPlace(20, "area", "Waverley", "waverley-nsw", { state: 1, region: 10 });
  insertPlace(100, "suburb", "Bondi", "bondi-nsw-2026", { state: 1, region: 10, area: 20 });
  insertPlace(1000, "street", "Campbell Parade", "campbell-parade-bondi-nsw-2026", {
    state: 1,
    region: 10,
    area: 20,
    suburb: 100,
  });
  const facet = sqlite.prepare(
    `INSERT INTO listing_suburb_facets (suburb_id, status_type, property_type, bedrooms, listings, priced)
     VALUES (100, ?, ?, 2, ?, 0)`,
  );
  facet.run("buy", 1, 3);
  facet.run("buy", 2, 4);
  facet.run("sold", 1, 5);
});

describe("a place's page", () => {
  it("has a suburb's ancestors state down, its three searches and its counts of homes", async () => {
    const page = await getLocationPage(context(), "bondi-nsw-2026");
    if (!page.ok) throw new Error(page.message);
    expect(page.location.hierarchy.map((place) => place.id)).toEqual([1, 10, 20]);
    expect(page.location.listingCounts).toEqual({ buy: 7, rent: 0, sold: 5, leased: 0 });
    const searches = [page.location.buyUrl, page.location.rentUrl, page.location.soldUrl];
    for (const url of searches) expect(url).toContain("bondi-nsw-2026");
    expect(new Set(searches).size).toBe(3);
  });

  it("has a street's suburb last in its trail, and counts only for suburbs", async () => {
    const page = await getLocationPage(context(), "1000");
    if (!page.ok) throw new Error(page.message);
    expect(page.location.slug).toBe("campbell-parade-bondi-nsw-2026");
    expect(page.location.hierarchy.at(-1)?.name).toBe("Bondi");
    expect(page.location.listingCounts).toBeNull();
  });

  it("is NOT_FOUND for a slug no place has, and for a malformed one", async () => {
    for (const identifier of ["nowhere-nsw-9999", "x", "Bondi NSW"]) {
      const page = await getLocationPage(context(), identifier);
      expect(page, identifier).toMatchObject({ ok: false, code: "NOT_FOUND", status: 404 });
    }
  });
});
