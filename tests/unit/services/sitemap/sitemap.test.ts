// The sitemap on real SQL: files split at the URL limit, every current listing and location in
// exactly one file, sold listings and unknown names left out.
import { beforeEach, describe, expect, it } from "vitest";
import type { DatabaseSync } from "node:sqlite";
import { applyD1Limits, applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { createServiceContext, type ServiceContext } from "@/lib/services/context";
import { sitemapNames, sitemapPaths } from "@/lib/services/sitemap/sitemap";

let sqlite: DatabaseSync;
let ctx: ServiceContext;

function insertLocation(id: number, type: string, slug: string) {
  sqlite
    .prepare(
      `INSERT INTO locations (id, type, name, search_name, slug, unique_uri, state_code, latitude, longitude)
       VALUES (?, ?, ?, ?, ?, ?, 'VIC', -37.8, 144.9)`,
    )
    .run(id, type, slug, slug, slug, `/${slug}`);
}

function insertListing(id: number, status: string) {
  sqlite
    .prepare(
      `INSERT INTO listings (id, status_type, property_type, tier_type, title, description, suburb_id, state_code,
        postcode, street_number, street_name, latitude, longitude, price, price_text, price_long_text, bedrooms,
        bathrooms, car_spaces, listed_at, photo_count, art_seed, agent_id, office_id)
       VALUES (?, ?, 7, 'standard', 't', 'd', 100, 'VIC', '3000', '5', 'Collins Street', -37.81, 144.96, 1, 'x', 'x',
        3, 1, 1, 0, 1, 1, 1, 1)`,
    )
    .run(id, status);
}

beforeEach(() => {
  sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  applyD1Limits(sqlite);
  ctx = createServiceContext(nodeSqliteDatabase(sqlite));
  insertLocation(100, "suburb", "melbourne-vic-3000");
  for (let i = 0; i < 5; i++) insertLocation(200 + i, "street", `street-${i}-melbourne-vic-3000`);
  for (let i = 0; i < 7; i++) insertListing(1_000 + i, i < 5 ? "buy" : "sold");
});

describe("sitemap", () => {
  it("splits each kind into files of at most the limit, and lists every URL exactly once", async () => {
    const names = await sitemapNames(ctx, 2);
    expect(names).toEqual([
      "locations-0",
      "streets-0",
      "streets-1",
      "streets-2",
      "listings-0",
      "listings-1",
      "listings-2",
    ]);
    const all: string[] = [];
    for (const name of names) {
      const result = await sitemapPaths(ctx, name, 2);
      if (!result.ok) throw new Error(result.message);
      expect(result.paths.length).toBeLessThanOrEqual(2);
      all.push(...result.paths);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain("/locations/melbourne-vic-3000");
    expect(all.filter((path) => path.startsWith("/locations/street-"))).toHaveLength(5);
    // Current listings only (5 of the 7), with the same URL the listing page answers on.
    expect(all.filter((path) => path.startsWith("/homes/"))).toHaveLength(5);
    expect(all).toContain("/homes/5-collins-street-melbourne-vic-3000-vic-3000/1000");
  });

  it("answers NOT_FOUND for a name or a page that does not exist", async () => {
    for (const name of ["listings-9", "houses-0", "../etc", "listings-"]) {
      const result = await sitemapPaths(ctx, name, 2);
      expect(result.ok ? "ok" : result.code).toBe("NOT_FOUND");
    }
  });
});
