/**
 * The per-cell figures (migrations 0007 and 0008: tables kept by triggers on `listings`) against the
 * listings themselves: for any viewport, a plain map search counted from the cells and the edge
 * equals the same search grouped over its listings, before and after any mix of inserts,
 * updates (moves included) and deletes.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchStatements } from "@/lib/db/queries/search-statements";
import { cellFigures, isPlainMapSearch } from "@/lib/db/queries/search-cell-figures";
import { summariseListingGroups } from "@/lib/db/queries/search-figures";
import type { ListingSearchQuery } from "@/lib/db/queries/search-query";
import { viewportCells } from "@/lib/db/queries/viewport-cells";
import type { MapBounds } from "@/lib/search/filter";
import { applyListingWrite, listingWrite, STATUSES } from "./listing-writes";
import { mapQuery, viewport, wideViewport } from "./search-arbitraries";
import { createSearchFixture, FIXTURE_SUBURBS, type SearchFixture } from "./search-fixture";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await createSearchFixture();
});
afterAll(() => fixture.sqlite.close());

async function expectCellsEqualListings(status: (typeof STATUSES)[number], bounds: MapBounds) {
  const fromCells = await cellFigures(fixture.db, status, bounds);
  if (!fromCells) return false;
  const fromListings = summariseListingGroups(await searchStatements(fixture.db, mapQuery(status, bounds)).stats);
  expect(fromCells).toEqual(fromListings);
  return true;
}

describe("per-cell figures", () => {
  it("answer only plain map searches", () => {
    const bounds = { north: -33.88, south: -33.93, east: 151.28, west: 151.2 };
    expect(isPlainMapSearch(mapQuery("buy", bounds))).toBe(true);
    for (const narrower of [
      { propertyTypeIds: [7] }, { price: { min: 500_000 } }, { bedrooms: { only: [2] } }, { excludeUnderOffer: true },
      { officeId: 501 }, { places: { suburbIds: [FIXTURE_SUBURBS[0]!.id], stateCodes: [], streets: [] } },
      { polygon: [[-33.9, 151.2], [-33.91, 151.25], [-33.92, 151.22]] as [number, number][] },
    ] satisfies Partial<ListingSearchQuery>[]) {
      expect(isPlainMapSearch({ ...mapQuery("buy", bounds), ...narrower }), JSON.stringify(narrower)).toBe(false);
    }
  });

  it("equal the listings' own figures for any viewport", async () => {
    let counted = 0;
    let withLargeCells = 0;
    let withCoarseCells = 0;
    let withCountryCells = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...STATUSES), fc.oneof(viewport, wideViewport), async (status, bounds) => {
        if (await expectCellsEqualListings(status, bounds)) counted++;
        const sizes = new Set(viewportCells(bounds)?.blocks.map((block) => block.cellsPerDegree));
        if (sizes.has(50)) withLargeCells++;
        if (sizes.has(6.25)) withCoarseCells++;
        if (sizes.has(0.78125)) withCountryCells++;
      }),
      { numRuns: 400 },
    );
    // The property must have exercised every shape of the split, not only the fallback.
    expect(counted).toBeGreaterThan(250);
    expect(withLargeCells).toBeGreaterThan(40);
    expect(withCoarseCells).toBeGreaterThan(40);
    expect(withCountryCells).toBeGreaterThan(10);
  });

  it("stay equal to the listings' own figures through inserts, updates, moves and deletes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(listingWrite, { minLength: 1, maxLength: 8 }), fc.constantFrom(...STATUSES), fc.oneof(viewport, wideViewport), async (writes, status, bounds) => {
        for (const write of writes) applyListingWrite(fixture.sqlite, write);
        await expectCellsEqualListings(status, bounds);
      }),
      { numRuns: 150 },
    );
  });
});
