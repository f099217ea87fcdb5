/**
 * The small cells of a drawn area (lib/db/queries/search/polygon-cells.ts): any point whose cell is in a
 * block is inside the polygon by the exact test, and any other point inside is in a boundary run,
 * for any polygon (concave and self-crossing ones too), including points on cell boundaries and a
 * hair from the edges.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { polygonBandRanges, polygonCells } from "@/lib/db/queries/search/polygon-cells";
import { isPointInPolygon } from "@/lib/db/queries/search/polygon";
import { bandOf, cellOf, isInBlock } from "@/lib/db/queries/search/viewport-cells";
import type { ShapePoint } from "@/lib/search/polyline";

const offset = fc.double({ min: -0.04, max: 0.04, noNaN: true });
const polygon: fc.Arbitrary<ShapePoint[]> = fc
  .array(fc.tuple(offset, offset), { minLength: 3, maxLength: 12 })
  .map((points) => points.map(([dy, dx]) => [-33.89 + dy, 151.23 + dx] as ShapePoint));

/** Points anywhere in the polygon's box, on its vertices and edges (± a hair), and on cell boundaries. */
function probes(shape: readonly ShapePoint[], fractions: [number, number, number][]): [number, number][] {
  const points: [number, number][] = [];
  for (const [f, g, kind] of fractions) {
    const a = shape[Math.floor(f * shape.length) % shape.length]!;
    const b = shape[(Math.floor(f * shape.length) + 1) % shape.length]!;
    const onEdge: [number, number] = [a[0] + g * (b[0] - a[0]), a[1] + g * (b[1] - a[1])];
    const hair = [0, 1e-12, -1e-12, 1e-9, -1e-9][kind % 5]!;
    if (kind < 5) points.push([onEdge[0] + hair, onEdge[1] - hair]);
    else if (kind < 8) points.push([Math.round(onEdge[0] * 200) / 200, onEdge[1] + (g - 0.5) * 0.01]);
    else points.push([-33.93 + f * 0.08, 151.19 + g * 0.08]);
  }
  return points;
}

describe("polygon cells", () => {
  it("hold only points the exact test puts inside", () => {
    fc.assert(
      fc.property(
        polygon,
        fc.array(
          fc.tuple(
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.integer({ min: 0, max: 10 }),
          ),
          { minLength: 20, maxLength: 60 },
        ),
        (shape, fractions) => {
          const cells = polygonCells(shape);
          if (!cells) return;
          for (const [lat, lng] of probes(shape, fractions)) {
            const holding = cells.blocks.filter((block) => isInBlock(block, lat, lng)).length;
            const row = cellOf(lat);
            const column = cellOf(lng);
            const onBoundary = cells.boundary.filter(
              (run) => run.row === row && column >= run.columns.first && column <= run.columns.last,
            ).length;
            expect(holding + onBoundary).toBeLessThanOrEqual(1);
            // In a block: inside. Inside and not in a block: in a boundary run, read and tested.
            if (holding === 1) expect(isPointInPolygon(lat, lng, shape), `${lat}, ${lng}`).toBe(true);
            if (isPointInPolygon(lat, lng, shape) && holding === 0) expect(onBoundary, `${lat}, ${lng}`).toBe(1);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("band ranges hold every point inside the polygon, once", () => {
    fc.assert(
      fc.property(
        polygon,
        fc.array(
          fc.tuple(
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.integer({ min: 0, max: 10 }),
          ),
          { minLength: 20, maxLength: 60 },
        ),
        (shape, fractions) => {
          const ranges = polygonBandRanges(shape);
          for (const [lat, lng] of probes(shape, fractions)) {
            const holding = ranges.filter(
              (range) => range.bands.includes(bandOf(lat)) && lng >= range.west && lng <= range.east,
            ).length;
            expect(holding).toBeLessThanOrEqual(1);
            if (isPointInPolygon(lat, lng, shape)) expect(holding, `${lat}, ${lng}`).toBe(1);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("cover the middle of a large area in a few blocks", () => {
    const square: ShapePoint[] = [
      [-33.95, 151.15],
      [-33.85, 151.15],
      [-33.85, 151.25],
      [-33.95, 151.25],
    ];
    const blocks = polygonCells(square)!.blocks;
    const cells = blocks.reduce(
      (sum, block) => sum + (block.rows.last - block.rows.first + 1) * (block.columns.last - block.columns.first + 1),
      0,
    );
    // 20 × 20 cells in the box; the ring next to the sides is left to the exact test.
    expect(cells).toBeGreaterThanOrEqual(18 * 18);
    expect(blocks.length).toBe(1);
    // A triangle's rows have runs of different widths.
    const triangle: ShapePoint[] = [
      [-33.95, 151.15],
      [-33.85, 151.2],
      [-33.95, 151.25],
    ];
    expect(polygonCells(triangle)!.blocks.length).toBeGreaterThan(5);
    expect(
      polygonCells([
        [-33.9, 151.2],
        [-33.899, 151.2],
        [-33.9, 151.201],
      ]),
    ).toBeUndefined();
  });
});
