/**
 * The rank walk (lib/db/queries/search-rank-walk.ts) against the viewport read it replaces: for
 * any zoomed-out map, mode (in its default order) and page, when the walk answers, it answers the same ids in the same order;
 * when the walked entries hold too few of the viewport's listings, it does not answer.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idsByRankWalk, isRankWalkSearch } from "@/lib/db/queries/search-rank-walk";
import { searchStatements } from "@/lib/db/queries/search-statements";
import { SEARCH_MODES } from "@/lib/search/search-mode";
import { defaultSortOrder } from "@/lib/search/sort";
import { STATUS_TYPE_FOR_MODE } from "@/lib/services/search/listing-search-query";
import { STATUSES } from "./listing-writes";
import { mapQuery, wideViewport } from "./search-arbitraries";
import { createSearchFixture, type SearchFixture } from "./search-fixture";

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
    let answered = 0;
    let declined = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...STATUSES), wideViewport, fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 60 }), async (status, bounds, skip, take) => {
        const query = { ...inDefaultOrder(mapQuery(status, bounds)), bounds };
        const walked = await idsByRankWalk(fixture.db, query, skip, take);
        const expected = await viewportIds(query, skip, take);
        if (walked === undefined) {
          declined++;
          // It declines only when it could not be sure: the walked entries held too few in view.
          expect(expected.length < take || skip + take > 2_000).toBe(true);
        } else {
          answered++;
          expect(walked).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
    expect(answered).toBeGreaterThan(100);
    expect(declined).toBeGreaterThan(5);
  });
});
