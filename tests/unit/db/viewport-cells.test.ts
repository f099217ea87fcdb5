/**
 * The split of a map viewport into interior cells and edge ranges (lib/db/queries/viewport-cells.ts):
 * every listing inside the viewport is counted exactly once, either from its interior cell or by
 * exactly one edge range, and no interior cell reaches outside the viewport. Points are drawn
 * anywhere and on or next to cell, band and viewport boundaries, where rounding bites.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bandOf, cellOf, isInBlock, isInnerCell, MAX_CELL_ROWS, viewportCells, type ViewportCells } from "@/lib/db/queries/viewport-cells";
import type { MapBounds } from "@/lib/search/filter";

/**
 * What the figures do with a point: the blocks holding its cell (counted from the tables) and
 * the edge ranges that read it (counted from the listings, unless its small cell is inner).
 * Exactly one of the two must count a point inside the viewport, and neither one outside it.
 */
function expectCountedOnce(bounds: MapBounds, cells: ViewportCells, lat: number, lng: number) {
  const inViewport = lat >= bounds.south && lat <= bounds.north && lng >= bounds.west && lng <= bounds.east;
  const blocks = cells.blocks.filter((block) => isInBlock(block, lat, lng)).length;
  expect(blocks).toBe(isInnerCell(cells, lat, lng) ? 1 : 0);
  const ranges = cells.edges.filter((range) => range.bands.includes(bandOf(lat)) && lng >= range.west && lng <= range.east).length;
  expect(ranges).toBeLessThanOrEqual(1);
  const edge = inViewport && !isInnerCell(cells, lat, lng) ? ranges : 0;
  expect(blocks + edge).toBe(inViewport ? 1 : 0);
}

const latitude = fc.double({ min: -44, max: -10, noNaN: true });
const longitude = fc.double({ min: 112, max: 154, noNaN: true });
const span = fc.double({ min: 0, max: 1.2, noNaN: true });

const viewport = fc.tuple(latitude, longitude, span, span).map(([south, west, height, width]) => ({
  south, west, north: south + height, east: west + width,
}));

/** A coordinate near `value`: itself, a cell or band boundary next to it, or one ulp-ish either side. */
const near = (low: number, high: number) =>
  fc.tuple(fc.double({ min: low, max: high, noNaN: true }), fc.constantFrom(0, 1, 2), fc.constantFrom(0, 1e-15, -1e-15, 1e-12, -1e-12)).map(([value, snap, nudge]) => {
    const snapped = snap === 1 ? Math.round(value * 200) / 200 : snap === 2 ? Math.round(value * 50) / 50 : value;
    return snapped + nudge;
  });

describe("viewport cells", () => {
  it("count every point of the viewport exactly once, and none outside it from a cell", () => {
    fc.assert(
      fc.property(viewport, fc.array(fc.tuple(fc.double({ min: -0.05, max: 1.05, noNaN: true }), fc.double({ min: -0.05, max: 1.05, noNaN: true }), fc.constantFrom(0, 1, 2, 3, 4)), { minLength: 1, maxLength: 30 }), (bounds, fractions) => {
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
      }),
      { numRuns: 400 },
    );
  });

  it("hold at cell and band boundaries too", () => {
    fc.assert(
      fc.property(near(-34, -33.8), near(151.1, 151.3), near(-34, -33.8), near(151.1, 151.3), near(-34, -33.8), near(151.1, 151.3), (a, b, c, d, lat, lng) => {
        const bounds = { south: Math.min(a, c), north: Math.max(a, c), west: Math.min(b, d), east: Math.max(b, d) };
        const cells = viewportCells(bounds);
        if (!cells) return;
        expectCountedOnce(bounds, cells, lat, lng);
      }),
      { numRuns: 2_000 },
    );
  });

  it("keep a listing's band and large cell row equal to its small cell row divided by four", () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), (lat) => {
        expect(bandOf(lat)).toBe(Math.trunc(cellOf(lat) / 4));
        expect(cellOf(lat, 50)).toBe(bandOf(lat));
      }),
      { numRuns: 2_000 },
    );
  });

  it("leave tiny, huge and antimeridian viewports to the listings", () => {
    expect(viewportCells({ south: -33.9, north: -33.896, west: 151.2, east: 151.204 })).toBeUndefined();
    expect(viewportCells({ south: -34, north: -34 + (MAX_CELL_ROWS + 3) / 200, west: 151, east: 151.5 })).toBeUndefined();
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
