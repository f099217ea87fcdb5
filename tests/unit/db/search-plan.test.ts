/**
 * No search path scans a table. The search service runs over the fixture database (built from
 * the real migrations, so the real indexes) for every search shape it can produce: each sort
 * order in each mode and context, each filter family, map bounds, drawn area, office, several
 * suburbs, a region, a state, all of Australia, page 40 and the map markers. Every statement it
 * sends is collected and explained; a plan line `SCAN <table>` fails the test.
 *
 * `SCAN t USING [COVERING] INDEX i` is a full pass over an index — still proportional to the
 * table — so it fails too. `SEARCH` (a range of an index) and temporary B-trees for ORDER BY
 * on an already narrowed set are fine.
 *
 * Plans depend on statistics, so each shape is explained twice: without `sqlite_stat1` (D1
 * before any ANALYZE: SQLite's built-in guesses) and with the statistics ANALYZE wrote for the
 * million-listing benchmark database (below), which is what a large production database sees.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeSqliteDatabase } from "@/lib/db/node-sqlite";
import type { SearchFilterInput } from "@/lib/search/filter";
import { SORT_ORDERS, sortOrdersFor } from "@/lib/search/sort";
import { SEARCH_MODES } from "@/lib/search/search-mode";
import { createServiceContext } from "@/lib/services/context";
import { mapMarkersByFilter } from "@/lib/services/search/map-markers";
import { readSearchFilter, searchByFilter } from "@/lib/services/search/search-listings";
import {
  createSearchFixture,
  EASTERN_REGION,
  FIXTURE_NOW,
  OFFICES,
  suburb,
  type SearchFixture,
} from "./search-fixture";

/**
 * `sqlite_stat1` rows for `listings` from ANALYZE on the benchmark database
 * (`npm run bench:search`: 3,000,000 listings). Refresh them when the search indexes change:
 * SELECT idx, stat FROM sqlite_stat1 WHERE tbl = 'listings'.
 */
const PRODUCTION_LISTING_STATS: [index: string, stat: string][] = [
  ["listings_agent_idx", "3000000 1407"],
  ["listings_leased_rank_idx", "799759 799759 122 1 1 1 1"],
  ["listings_rank_idx", "1000000 500000 1651 4 1 1 1"],
  ["listings_sold_rank_idx", "1200241 1200241 183 1 1 1 1"],
  ["listings_search_area_idx", "3000000 750000 528 2 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"],
  ["listings_search_office_idx", "3000000 7110 1778 138 47 2 2 2 1 1 1 1 1 1 1 1 1 1 1 1"],
  ["listings_search_state_idx", "3000000 750000 93750 5989 1781 10 8 5 1 1 1 1 1 1 1 1 1 1 1 1"],
  ["listings_search_suburb_idx", "3000000 183 50 12 6 2 2 1 1 1 1 1 1 1 1 1 1 1 1 1"],
  ["listings_status_listed_idx", "3000000 750000 174"],
];

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await createSearchFixture();
});
afterAll(() => fixture.sqlite.close());

const bondi = suburb("Bondi");
const bounds = {
  north: bondi.latitude + 0.01,
  south: bondi.latitude - 0.01,
  east: bondi.longitude + 0.01,
  west: bondi.longitude - 0.01,
};
/** A zoom-12-like view, off round coordinates: large cells inside, small cells around, edge ranges in several bands. */
const wideBounds = {
  north: bondi.latitude + 0.0413,
  south: bondi.latitude - 0.0387,
  east: bondi.longitude + 0.0493,
  west: bondi.longitude - 0.0508,
};
/** A zoom-8-like view: coarse cells inside, large and small frames, rows and bands read from series. */
const zoomedOutBounds = {
  north: bondi.latitude + 1.2113,
  south: bondi.latitude - 1.1987,
  east: bondi.longitude + 1.5493,
  west: bondi.longitude - 1.5508,
};
/** A hexagon ~13 km across: large enough for its figures to come from the cells (search/drawn-area.ts). */
const largeShape = Array.from({ length: 6 }, (_, i): [number, number] => [
  bondi.latitude + 0.06 * Math.sin(i + 0.3),
  bondi.longitude - 0.03 + 0.07 * Math.cos(i + 0.3),
]);
const shape: [number, number][] = [
  [bounds.south, bounds.west],
  [bounds.north, bounds.west],
  [bounds.south, bounds.east],
];
const at = (slugs: string[], extra: SearchFilterInput = {}): SearchFilterInput => ({
  ...extra,
  locationSearchContext: { searchLocations: slugs.map((slug) => ({ slug })) },
});

/** Where a search starts: the ways into the listings table. */
const ENTRY_POINTS: Record<string, SearchFilterInput> = {
  "one suburb": at([bondi.slug]),
  "several suburbs": at([bondi.slug, suburb("Newtown").slug, suburb("Glebe").slug]),
  "suburb, no surrounding": {
    locationSearchContext: { includeSurroundingSuburbs: false, searchLocations: [{ slug: bondi.slug }] },
  },
  region: at([EASTERN_REGION.slug]),
  state: at(["nsw"]),
  anywhere: {},
  map: { context: "Map", map: { latitude: bondi.latitude, longitude: bondi.longitude, zoom: 14, bounds } },
  "wide map": {
    context: "Map",
    map: { latitude: bondi.latitude, longitude: bondi.longitude, zoom: 12, bounds: wideBounds },
  },
  "zoomed-out map": {
    context: "Map",
    map: { latitude: bondi.latitude, longitude: bondi.longitude, zoom: 8, bounds: zoomedOutBounds },
  },
  "drawn area": { context: "Draw", shape },
  "large drawn area": { context: "Draw", shape: largeShape },
  office: { context: "Office", office: { slug: OFFICES[0]!.slug } },
  "office in a suburb": { context: "Office", office: { slug: OFFICES[0]!.slug }, ...at([bondi.slug]) },
};

const FILTER_FAMILIES: Record<string, SearchFilterInput> = {
  "property types": { propertyTypes: ["house", "land", "rural"] },
  features: { propertyFeatures: ["pool", "petFriendly", "waterTank"] },
  "price range": { price: { min: 500_000, max: 1_200_000 } },
  "bedrooms only + 5+": { bedrooms: { only: [0, 2], min: 5 } },
  "bathrooms, car spaces": { bathrooms: { only: [], min: 2 }, carSpaces: { only: [1, 2] } },
  "land size, frontage": { landSize: { min: 400, max: 900 }, frontageSize: { min: 10 } },
  "inspections forthcoming": { inspection: { dates: [""] } },
  "inspection days": { inspection: { dates: ["2026-03-14", "2026-03-21"] } },
  "auctions forthcoming + day": { auction: { dates: ["", "2026-03-28"] } },
  "not under offer": { isUnderOffer: false },
  "page 40": { paging: { skip: 39 * 25, take: 25 } },
  everything: {
    propertyTypes: ["house"],
    propertyFeatures: ["pool"],
    price: { max: 2_000_000 },
    bedrooms: { only: [], min: 3 },
    bathrooms: { only: [], min: 1 },
    carSpaces: { only: [], min: 1 },
    landSize: { min: 300 },
    frontageSize: { max: 30 },
    inspection: { dates: ["", "2026-03-14"] },
    auction: { dates: [""] },
    isUnderOffer: false,
  },
};

/** Every shape: entry × (mode × its sorts) and entry × filter family (in buy and sold). */
function searchShapes(): [name: string, filter: SearchFilterInput][] {
  const shapes: [string, SearchFilterInput][] = [];
  for (const [entry, base] of Object.entries(ENTRY_POINTS)) {
    for (const mode of SEARCH_MODES) {
      for (const sortBy of sortOrdersFor(mode))
        shapes.push([`${entry} / ${mode} / ${sortBy}`, { ...base, searchMode: mode, sortBy }]);
    }
    for (const [family, filter] of Object.entries(FILTER_FAMILIES)) {
      for (const mode of ["Buy", "Sold"] as const)
        shapes.push([`${entry} / ${mode} / ${family}`, { ...base, ...filter, searchMode: mode }]);
    }
  }
  return shapes;
}

interface Explained {
  sql: string;
  /** How many parameters the statement binds (D1 allows at most 100). */
  bound: number;
  plan: string[];
  shapes: Set<string>;
}

async function explainAll(withStats: boolean): Promise<Map<string, Explained>> {
  const { sqlite } = fixture;
  sqlite.exec("ANALYZE; DELETE FROM sqlite_stat1;");
  if (withStats) {
    const insert = sqlite.prepare("INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('listings', ?, ?)");
    for (const [index, stat] of PRODUCTION_LISTING_STATS) insert.run(index, stat);
  }
  // Reloads the statistics into the query planner.
  sqlite.exec("ANALYZE sqlite_schema");

  let current = "";
  const explained = new Map<string, Explained>();
  const db = nodeSqliteDatabase(sqlite, (sql, params) => {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const seen = explained.get(key);
    if (seen) return void seen.shapes.add(current);
    const plan = (sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as never[])) as { detail: string }[]).map(
      (row) => row.detail,
    );
    explained.set(key, { sql, bound: params.length, plan, shapes: new Set([current]) });
  });
  for (const [name, filter] of searchShapes()) {
    current = name;
    const ctx = createServiceContext(db, FIXTURE_NOW);
    const read = readSearchFilter(filter);
    if (!read.ok) throw new Error(`${name}: ${read.message}`);
    const result = await searchByFilter(ctx, read.filter);
    if (!result.ok) throw new Error(`${name}: ${result.message}`);
    expect(result.search.total, name).toBeGreaterThanOrEqual(0);
    if (filter.context === "Map" || filter.context === "Draw") await mapMarkersByFilter(ctx, read.filter);
  }
  return explained;
}

// `SCAN (subquery-N)` reads the rows a UNION ALL made (the cell figures' edge), and `SCAN series`
// a run of cell rows or bands (integerSet), not a table.
const isTableScan = (line: string) => /^SCAN (?!CONSTANT ROW|\(subquery-\d+\)|series$)/.test(line);

describe.each([
  ["without statistics", false],
  ["with production statistics", true],
])("search query plans, %s", (_, withStats) => {
  it("never scan a table or a whole index", async () => {
    const explained = await explainAll(withStats);
    const scans = [...explained.values()].filter((entry) => entry.plan.some(isTableScan));
    const report = scans.map((entry) => `${[...entry.shapes][0]}: ${entry.plan.join(" | ")}\n  ${entry.sql}`);
    expect(report).toEqual([]);
    // D1 refuses a statement binding more than 100 parameters.
    const overLimit = [...explained.values()]
      .filter((entry) => entry.bound > 100)
      .map((entry) => `${[...entry.shapes][0]}: ${entry.bound}`);
    expect(overLimit).toEqual([]);
  });

  it("cover every sort order, the facet counts and the median", async () => {
    const explained = await explainAll(withStats);
    // Plain suburb searches read the per-suburb figures by their primary key.
    const perSuburb = [...explained.values()].filter((entry) =>
      /from "listing_suburb_(facets|prices)"/.test(entry.sql),
    );
    expect(perSuburb.length).toBeGreaterThan(4);
    for (const entry of perSuburb)
      expect(entry.plan.join(" | "), entry.sql).toMatch(
        /SEARCH listing_suburb_(facets|prices) USING PRIMARY KEY \(suburb_id=\? AND status_type=\?\)/,
      );
    // Plain map searches read the per-cell figures by their primary key, each block a range of it.
    const perCell = [...explained.values()].filter((entry) => /from "listing_cell_(facets|prices)"/.test(entry.sql));
    expect(perCell.some((entry) => /"cells_per_degree" = 50 .* UNION ALL /.test(entry.sql))).toBe(true);
    // A zoomed-out view reads coarse cells, and its long runs of rows from a series.
    expect(perCell.some((entry) => /"cells_per_degree" = 6.25 .*IN \(WITH RECURSIVE series/.test(entry.sql))).toBe(
      true,
    );
    for (const entry of perCell) {
      const searches = entry.plan.filter((line) => line.startsWith("SEARCH"));
      expect(searches.length, entry.sql).toBeGreaterThan(0);
      for (const line of searches)
        expect(line).toMatch(
          /^SEARCH listing_cell_(facets|prices) USING PRIMARY KEY \(status_type=\? AND cells_per_degree=\? AND cell_y=\? AND cell_x>\? AND cell_x<\?\)/,
        );
    }
    // A zoomed-out map's page and markers walk its mode's default order from the top of an index.
    const walks = [...explained.values()].filter((entry) => /INDEXED BY listings_\w*rank_idx/.test(entry.sql));
    expect(new Set(walks.map((entry) => /INDEXED BY (\w+)/.exec(entry.sql)![1]))).toEqual(
      new Set(["listings_rank_idx", "listings_sold_rank_idx", "listings_leased_rank_idx"]),
    );
    for (const entry of walks) {
      expect(entry.plan.join(" | "), entry.sql).toMatch(
        /SEARCH listings USING COVERING INDEX listings_\w*rank_idx \(status_type=\?/,
      );
      // Walked in index order: no sort at all (SQLite sees the subquery's order is the outer one).
      expect(
        entry.plan.filter((line) => line.includes("TEMP B-TREE")),
        entry.sql,
      ).toEqual([]);
    }
    // No other statement may pick one (it would walk the whole mode with a table read per row).
    const strays = [...explained.values()].filter(
      (entry) =>
        entry.plan.some((line) => /listings_\w*rank_idx/.test(line)) &&
        !/INDEXED BY listings_\w*rank_idx/.test(entry.sql),
    );
    expect(strays.map((entry) => entry.sql)).toEqual([]);
    // The stats statement (total, facets and median in one pass) is among them, read from an index.
    const stats = [...explained.values()].filter((entry) =>
      /group by "listings"."property_type", "listings"."bedrooms", "listings"."price"/i.test(entry.sql),
    );
    expect(stats.length).toBeGreaterThan(10);
    for (const entry of stats)
      expect(
        entry.plan.some((line) => /USING (COVERING )?INDEX listings_search_/.test(line)),
        entry.sql,
      ).toBe(true);
    const shapes = new Set([...explained.values()].flatMap((entry) => [...entry.shapes]));
    for (const sort of SORT_ORDERS)
      expect(
        [...shapes].some((shape) => shape.endsWith(`/ ${sort}`)),
        sort,
      ).toBe(true);
    // Search statements are answered from the search indexes alone; only id lookups touch rows.
    const searches = [...explained.values()].filter(
      (entry) =>
        /from "listings" where "listings"."status_type"/.test(entry.sql) ||
        /"listings"."suburb_id" IN|"listings"."office_id" =/.test(entry.sql),
    );
    expect(searches.length).toBeGreaterThan(50);
  });

  it("read map and drawn areas by latitude band and longitude range, from the index alone", async () => {
    const explained = await explainAll(withStats);
    const areaStatements = [...explained.values()].filter((entry) =>
      entry.sql.includes('CAST("listings"."latitude" * 50 AS INTEGER) IN'),
    );
    expect(areaStatements.length).toBeGreaterThan(10);
    for (const entry of areaStatements) {
      const reads = entry.plan.filter((line) => / listings /.test(line));
      expect(reads.length, entry.sql).toBeGreaterThan(0);
      // Each member of a cell figures' edge statement too: one band list and one longitude range each.
      for (const line of reads)
        expect(line, entry.sql).toContain(
          "USING COVERING INDEX listings_search_area_idx (status_type=? AND <expr>=? AND longitude>? AND longitude<?)",
        );
    }
    // The cell figures' edges: a viewport's ranges, and a large drawn area's boundary ranges (CASE on the cell row).
    expect(
      areaStatements.some((entry) => entry.sql.includes(" UNION ALL ") && entry.sql.includes("GROUP BY 1, 2, 3")),
    ).toBe(true);
    expect(areaStatements.some((entry) => entry.sql.includes(" UNION ALL ") && entry.sql.includes("(CASE CAST("))).toBe(
      true,
    );
  });
});
