/**
 * The even-odd test the drawn areas use (lib/db/queries/search/polygon.ts) answers exactly as the
 * textbook PNPOLY on the same doubles, for any polygon and any point, a hair from edges included.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { polygonTest } from "@/lib/db/queries/search/polygon";
import type { ShapePoint } from "@/lib/search/polyline";

/** W. R. Franklin's PNPOLY as published, on the tuples. */
function textbook(latitude: number, longitude: number, polygon: readonly ShapePoint[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lngI] = polygon[i]!;
    const [latJ, lngJ] = polygon[j]!;
    if (latI > latitude !== latJ > latitude && longitude < ((lngJ - lngI) * (latitude - latI)) / (latJ - latI) + lngI)
      inside = !inside;
  }
  return inside;
}

const coordinate = fc.double({ min: -0.05, max: 0.05, noNaN: true });
const polygon = fc
  .array(fc.tuple(coordinate, coordinate), { minLength: 3, maxLength: 15 })
  .map((points) => points.map(([y, x]) => [-33.9 + y, 151.2 + x] as ShapePoint));

describe("polygonTest", () => {
  it("equals the textbook even-odd test", () => {
    fc.assert(
      fc.property(
        polygon,
        fc.array(fc.tuple(coordinate, coordinate, fc.nat(), fc.double({ min: 0, max: 1, noNaN: true })), {
          minLength: 1,
          maxLength: 40,
        }),
        (shape, points) => {
          const isInside = polygonTest(shape);
          for (const [y, x, corner, along] of points) {
            // Anywhere, or on an edge (a corner, or part-way along the next edge).
            const a = shape[corner % shape.length]!;
            const b = shape[(corner + 1) % shape.length]!;
            const [lat, lng] =
              corner % 3 === 0 ? [-33.9 + y, 151.2 + x] : [a[0] + along * (b[0] - a[0]), a[1] + along * (b[1] - a[1])];
            expect(isInside(lat, lng)).toBe(textbook(lat, lng, shape));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("tells inside from outside", () => {
    const square: ShapePoint[] = [
      [-33.9, 151.2],
      [-33.8, 151.2],
      [-33.8, 151.3],
      [-33.9, 151.3],
    ];
    expect(polygonTest(square)(-33.85, 151.25)).toBe(true);
    expect(polygonTest(square)(-33.95, 151.25)).toBe(false);
  });
});
