/**
 * The rank walk (lib/db/queries/search/rank-walk.ts) against the viewport read it replaces: for
 * any zoomed-out map, mode (in its default order) and page, when the walk answers, it answers the same ids in the same order;
 * when the walked entries hold too few of the viewport's listings, it does not answer.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idsByRankWalk, isRankWalkSearch } from "@/lib/db/queries/search/rank-walk";
import { searchStatements } from "@/lib/db/queries/search/statements";
import type { MapBounds } from "@/lib/search/filter";
import { SEARCH_MODES } from "@/lib/search/search-mode";
import { defaultSortOrder } from "@/lib/search/sort";
import { STATUS_TYPE_FOR_MODE } from "@/lib/services/search/listing-search-query";
import { STATUSES } from "../../listing-writes";
import { mapQuery, wideViewport } from "../../search-arbitraries";
import { createSearchFixture, FIXTURE_SUBURBS, type SearchFixture } from "../../search-fixture";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await createSearchFixture();
});
afterAll(() => fixture.sqlite.close());

/** The search as the pages make it: sold and leased default to "recently sold or leased". */
const inDefaultOrder = (query: ReturnType<typeof mapQuery>) => {
  const mode = SEARCH_MODES.find((candidate) => STATUS_TYPE_FOR_MODE[candidate] === query.statusType)!;
  return { ...query, sort: defaultSortOrder(mode, "Map") };
};

/**
 * Zoomed-out viewports (coarse cells inside) around the box of the fixture's suburbs moved
 * `south` degrees south: 0 holds every listing (they lie within 0.005° of their suburb), 2 none.
 */
const fixtureSurroundings = (south: number) => {
  const latitudes = FIXTURE_SUBURBS.map((suburb) => suburb.latitude - south);
  const longitudes = FIXTURE_SUBURBS.map((suburb) => suburb.longitude);
  const margin = fc.double({ min: 0.2, max: 1, noNaN: true });
  return fc.tuple(margin, margin, margin, margin).map(([below, above, left, right]): MapBounds => ({
    south: Math.min(...latitudes) - below,
    north: Math.max(...latitudes) + above,
    west: Math.min(...longitudes) - left,
    east: Math.max(...longitudes) + right,
  }));
};

const viewportIds = async (query: ReturnType<typeof mapQuery>, skip: number, take: number) =>
  (await searchStatements(fixture.db, query).pageIds(skip, take)).map((row) => row.id);

describe("rank walk", () => {
  it("answers only plain zoomed-out maps in their mode's default order", () => {
    const zoomedOut = { south: -34.5, north: -33.3, west: 150.5, east: 151.8 };
    expect(isRankWalkSearch(mapQuery("buy", zoomedOut))).toBe(true);
    expect(isRankWalkSearch(inDefaultOrder(mapQuery("sold", zoomedOut)))).toBe(true);
    expect(isRankWalkSearch(mapQuery("sold", zoomedOut))).toBe(false);
    expect(isRankWalkSearch({ ...mapQuery("buy", zoomedOut), sort: "newest" })).toBe(false);
    expect(isRankWalkSearch({ ...mapQuery("buy", zoomedOut), bedrooms: { only: [3] } })).toBe(false);
    // Under a coarse cell (18 km) across: the viewport read is quick there.
    expect(isRankWalkSearch(mapQuery("buy", { south: -33.95, north: -33.85, west: 151.1, east: 151.3 }))).toBe(false);
  });

  it("gives the viewport's own page whenever it answers", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...STATUSES),
        wideViewport,
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 60 }),
        async (status, bounds, skip, take) => {
          const query = { ...inDefaultOrder(mapQuery(status, bounds)), bounds };
          const walked = await idsByRankWalk(fixture.db, query, skip, take);
          const expected = await viewportIds(query, skip, take);
          if (walked === undefined) {
            // It declines only when it could not be sure: the walked entries held too few in view.
            expect(expected.length < take || skip + take > 2_000).toBe(true);
          } else {
            expect(walked).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  // Random viewports answer or decline by chance; these two kinds do one or the other every time.
  it("answers with the viewport's own page when the view holds every listing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...STATUSES),
        fixtureSurroundings(0),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 60 }),
        async (status, bounds, skip, take) => {
          const query = { ...inDefaultOrder(mapQuery(status, bounds)), bounds };
          expect(isRankWalkSearch(query)).toBe(true);
          // Every walked entry is in view, and the fixture has more listings per mode than are walked.
          expect(await idsByRankWalk(fixture.db, query, skip, take)).toEqual(await viewportIds(query, skip, take));
        },
      ),
      { numRuns: 100 },
    );
  });

  it("declines when the view holds too few of the walked listings", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...STATUSES),
        fixtureSurroundings(2),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 60 }),
        async (status, bounds, skip, take) => {
          const query = { ...inDefaultOrder(mapQuery(status, bounds)), bounds };
          expect(isRankWalkSearch(query)).toBe(true);
          expect(await viewportIds(query, skip, take)).toEqual([]);
          expect(await idsByRankWalk(fixture.db, query, skip, take)).toBeUndefined();
        },
      ),
      { numRuns: 50 },
    );
  });
});
