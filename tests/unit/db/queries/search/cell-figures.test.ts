/**
 * The per-cell figures (migrations 0007 and 0008: tables kept by triggers on `listings`) against the
 * listings themselves: for any viewport, a plain map search counted from the cells and the edge
 * equals the same search grouped over its listings, before and after any mix of inserts,
 * updates (moves included) and deletes.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchStatements } from "@/lib/db/queries/search/statements";
import { cellFigures, isPlainMapSearch } from "@/lib/db/queries/search/cell-figures";
import { summariseListingGroups } from "@/lib/db/queries/search/figures";
import type { ListingSearchQuery } from "@/lib/db/queries/search/query";
import { viewportCells } from "@/lib/db/queries/search/viewport-cells";
import { CELL_SIZES } from "@/lib/db/schema";
import type { MapBounds } from "@/lib/search/filter";
import { applyListingWrite, listingWrite, STATUSES } from "../../listing-writes";
import { mapQuery, viewport, viewportHolding, wideViewport } from "../../search-arbitraries";
import { createSearchFixture, FIXTURE_SUBURBS, type SearchFixture } from "../../search-fixture";

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
      { propertyTypeIds: [7] },
      { price: { min: 500_000 } },
      { bedrooms: { only: [2] } },
      { excludeUnderOffer: true },
      { officeId: 501 },
      { places: { suburbIds: [FIXTURE_SUBURBS[0]!.id], stateCodes: [], streets: [] } },
      {
        polygon: [
          [-33.9, 151.2],
          [-33.91, 151.25],
          [-33.92, 151.22],
        ] as [number, number][],
      },
    ] satisfies Partial<ListingSearchQuery>[]) {
      expect(isPlainMapSearch({ ...mapQuery("buy", bounds), ...narrower }), JSON.stringify(narrower)).toBe(false);
    }
  });

  it("equal the listings' own figures for any viewport", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...STATUSES), fc.oneof(viewport, wideViewport), async (status, bounds) => {
        await expectCellsEqualListings(status, bounds);
      }),
      { numRuns: 300 },
    );
  });

  // Random viewports only sometimes hold a whole cell of a given size (a country cell is 1.28°
  // across), so each size gets viewports built to hold one: every run reads that size's table.
  it.each(CELL_SIZES.map((cellsPerDegree) => ({ cellsPerDegree })))(
    "equal them for viewports holding cells of $cellsPerDegree per degree",
    async ({ cellsPerDegree }) => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...STATUSES), viewportHolding(cellsPerDegree), async (status, bounds) => {
          const sizes = viewportCells(bounds)?.blocks.map((block) => block.cellsPerDegree);
          expect(sizes).toContain(cellsPerDegree);
          expect(await expectCellsEqualListings(status, bounds)).toBe(true);
        }),
        { numRuns: 50 },
      );
    },
  );

  it("stay equal to the listings' own figures through inserts, updates, moves and deletes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(listingWrite, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...STATUSES),
        fc.oneof(viewport, wideViewport, ...CELL_SIZES.map(viewportHolding)),
        async (writes, status, bounds) => {
          for (const write of writes) applyListingWrite(fixture.sqlite, write);
          await expectCellsEqualListings(status, bounds);
        },
      ),
      { numRuns: 150 },
    );
  });
});
