/**
 * The split of a map viewport into interior cells and edge ranges (lib/db/queries/search/viewport-cells.ts):
 * every listing inside the viewport is counted exactly once, either from its interior cell or by
 * exactly one edge range, and no interior cell reaches outside the viewport. Points are drawn
 * anywhere and on or next to cell, band and viewport boundaries, where rounding bites.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bandOf,
  cellOf,
  isInBlock,
  isInnerCell,
  viewportCells,
  type ViewportCells,
} from "@/lib/db/queries/search/viewport-cells";
import { CELL_SIZES } from "@/lib/db/schema";
import type { MapBounds } from "@/lib/search/filter";
import { snapToCells } from "./search-arbitraries";

/**
 * What the figures do with a point: the blocks holding its cell (counted from the tables) and
 * the edge ranges that read it (counted from the listings, unless its small cell is inner).
 * Exactly one of the two must count a point inside the viewport, and neither one outside it.
 */
function expectCountedOnce(bounds: MapBounds, cells: ViewportCells, lat: number, lng: number) {
  const inViewport = lat >= bounds.south && lat <= bounds.north && lng >= bounds.west && lng <= bounds.east;
  const blocks = cells.blocks.filter((block) => isInBlock(block, lat, lng)).length;
  expect(blocks).toBe(isInnerCell(cells, lat, lng) ? 1 : 0);
  const ranges = cells.edges.filter(
    (range) => range.bands.includes(bandOf(lat)) && lng >= range.west && lng <= range.east,
  ).length;
  expect(ranges).toBeLessThanOrEqual(1);
  const edge = inViewport && !isInnerCell(cells, lat, lng) ? ranges : 0;
  expect(blocks + edge).toBe(inViewport ? 1 : 0);
}

const latitude = fc.double({ min: -44, max: -10, noNaN: true });
const longitude = fc.double({ min: 112, max: 154, noNaN: true });
// Up to a whole state: views this tall have coarse cells inside, with large and small frames.
const span = fc.oneof(fc.double({ min: 0, max: 1.2, noNaN: true }), fc.double({ min: 0, max: 12, noNaN: true }));

const viewport = fc.tuple(latitude, longitude, span, span).map(([south, west, height, width]) => ({
  south,
  west,
  north: south + height,
  east: west + width,
}));

/** A coordinate near `value`: itself, a cell or band boundary next to it, or one ulp-ish either side. */
const near = (low: number, high: number) =>
  fc
    .tuple(
      fc.double({ min: low, max: high, noNaN: true }),
      fc.constantFrom(0, ...CELL_SIZES),
      fc.constantFrom(0, 1e-15, -1e-15, 1e-12, -1e-12),
    )
    .map(([value, snap, nudge]) => snapToCells(value, snap) + nudge);

describe("viewport cells", () => {
  it("count every point of the viewport exactly once, and none outside it from a cell", () => {
    fc.assert(
      fc.property(
        viewport,
        fc.array(
          fc.tuple(
            fc.double({ min: -0.05, max: 1.05, noNaN: true }),
            fc.double({ min: -0.05, max: 1.05, noNaN: true }),
            fc.constantFrom(0, 1, 2, 3, 4),
          ),
          { minLength: 1, maxLength: 30 },
        ),
        (bounds, fractions) => {
          const cells = viewportCells(bounds);
          if (!cells) return;
          for (const [fy, fx, edge] of fractions) {
            let lat = bounds.south + fy * (bounds.north - bounds.south);
            let lng = bounds.west + fx * (bounds.east - bounds.west);
            // Some points exactly on the viewport's sides.
            if (edge === 1) lat = bounds.south;
            if (edge === 2) lat = bounds.north;
            if (edge === 3) lng = bounds.west;
            if (edge === 4) lng = bounds.east;
            expectCountedOnce(bounds, cells, lat, lng);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("hold at cell and band boundaries too", () => {
    fc.assert(
      fc.property(
        near(-34.6, -33.2),
        near(150.5, 151.9),
        near(-34.6, -33.2),
        near(150.5, 151.9),
        near(-34.6, -33.2),
        near(150.5, 151.9),
        (a, b, c, d, lat, lng) => {
          const bounds = { south: Math.min(a, c), north: Math.max(a, c), west: Math.min(b, d), east: Math.max(b, d) };
          const cells = viewportCells(bounds);
          if (!cells) return;
          expectCountedOnce(bounds, cells, lat, lng);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("keep a listing's band and large cell row equal to its small cell row divided by four", () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), (lat) => {
        expect(bandOf(lat)).toBe(Math.trunc(cellOf(lat) / 4));
        expect(cellOf(lat, 50)).toBe(bandOf(lat));
        // Coarse cells (6.25 = 50 / 8 per degree) nest exactly in large ones, and country cells
        // (0.78125 = 6.25 / 8) in coarse ones, however the products round.
        expect(cellOf(lat, 6.25)).toBe(Math.trunc(cellOf(lat, 50) / 8));
        expect(cellOf(lat, 0.78125)).toBe(Math.trunc(cellOf(lat, 6.25) / 8));
      }),
      { numRuns: 2_000 },
    );
  });

  it("read a zoomed-out view from country and coarse cells framed by large and small ones", () => {
    // Sydney at zoom 8 (about 2.4° × 3.1°).
    const cells = viewportCells({ south: -35.0213, north: -32.6187, west: 149.6821, east: 152.7907 })!;
    const sizes = cells.blocks.map((block) => block.cellsPerDegree);
    // Country cells (-34.56, -33.28] by [149.76, 152.32); coarse cells around them below, above
    // and right (their west side is the coarse cells' west side); the small cells inside reach
    // as far north and south as the large ones: only left and right frames.
    expect(sizes).toEqual([0.78125, 6.25, 6.25, 6.25, 50, 50, 50, 50, 200, 200]);
    expect(cells.blocks[0]).toEqual({
      cellsPerDegree: 0.78125,
      rows: { first: -26, last: -26 },
      columns: { first: 117, last: 118 },
    });
    // Coarse rows -217 … -204 are (-34.88, -32.64]; columns 936 … 953 are [149.76, 152.64).
    expect(cells.blocks.slice(1, 4)).toEqual([
      { cellsPerDegree: 6.25, rows: { first: -217, last: -216 }, columns: { first: 936, last: 953 } },
      { cellsPerDegree: 6.25, rows: { first: -207, last: -204 }, columns: { first: 936, last: 953 } },
      { cellsPerDegree: 6.25, rows: { first: -215, last: -208 }, columns: { first: 952, last: 953 } },
    ]);
  });

  it("leave tiny and antimeridian viewports to the listings", () => {
    expect(viewportCells({ south: -33.9, north: -33.896, west: 151.2, east: 151.204 })).toBeUndefined();
    expect(viewportCells({ south: -20, north: -19, west: 179.5, east: -179.5 })).toBeUndefined();
    const cells = viewportCells({ south: -33.9287, north: -33.8413, west: 151.1708, east: 151.2793 })!;
    // Small rows -33.925 … -33.845 (cell -6784 is (-33.925, -33.92]), columns 151.175 … 151.275.
    expect(cells.inner).toEqual({ rows: { first: -6784, last: -6769 }, columns: { first: 30235, last: 30254 } });
    // Large cells -33.92 … -33.86 by 151.18 … 151.26, then the small cells around them.
    expect(cells.blocks).toEqual([
      { cellsPerDegree: 50, rows: { first: -1695, last: -1693 }, columns: { first: 7559, last: 7562 } },
      { cellsPerDegree: 200, rows: { first: -6784, last: -6784 }, columns: { first: 30235, last: 30254 } },
      { cellsPerDegree: 200, rows: { first: -6771, last: -6769 }, columns: { first: 30235, last: 30254 } },
      { cellsPerDegree: 200, rows: { first: -6783, last: -6772 }, columns: { first: 30235, last: 30235 } },
      { cellsPerDegree: 200, rows: { first: -6783, last: -6772 }, columns: { first: 30252, last: 30254 } },
    ]);
    // Two outer bands (cut by the north and south sides), three whole bands with a range left and right.
    expect(cells.edges.map((range) => range.bands.length)).toEqual([2, 3, 3]);
  });
});
