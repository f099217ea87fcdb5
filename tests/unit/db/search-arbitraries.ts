import fc from "fast-check";
import type { ListingSearchQuery } from "@/lib/db/queries/search/query";
import { cellOf } from "@/lib/db/queries/search/viewport-cells";
import type { CellsPerDegree } from "@/lib/db/schema";
import type { MapBounds } from "@/lib/search/filter";
import { SORT_ORDERS } from "@/lib/search/sort";
import type { ShapePoint } from "@/lib/search/polyline";
import { FIXTURE_NOW, FIXTURE_SUBURBS, OFFICES } from "./search-fixture";

/** Random database-level searches over the fixture's places, prices and dates. */

const DAY = 86_400_000;
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const range = (lo: number, hi: number, step: number) =>
  fc
    .record({
      min: optional(fc.integer({ min: lo / step, max: hi / step }).map((n) => n * step)),
      max: optional(fc.integer({ min: lo / step, max: hi / step }).map((n) => n * step)),
    })
    .map(({ min, max }) => ({ ...(min !== undefined && { min }), ...(max !== undefined && { max }) }));
const rooms = (lowest: number) =>
  fc
    .record({
      only: fc.uniqueArray(fc.integer({ min: lowest, max: 4 }), { maxLength: 3 }),
      min: optional(fc.integer({ min: 1, max: 5 })),
    })
    .map(({ only, min }) => ({ only, ...(min !== undefined && { min }) }));
const events = fc.record({
  forthcoming: fc.boolean(),
  windows: fc.array(
    fc.integer({ min: -2, max: 10 }).map((d) => ({ from: FIXTURE_NOW + d * DAY, to: FIXTURE_NOW + (d + 1) * DAY })),
    { maxLength: 3 },
  ),
});

const polygon: fc.Arbitrary<ShapePoint[]> = fc
  .tuple(
    fc.constantFrom(...FIXTURE_SUBURBS),
    fc.array(
      fc.tuple(fc.double({ min: -0.02, max: 0.02, noNaN: true }), fc.double({ min: -0.02, max: 0.02, noNaN: true })),
      { minLength: 3, maxLength: 8 },
    ),
  )
  .map(([centre, offsets]) => offsets.map(([dy, dx]) => [centre.latitude + dy, centre.longitude + dx] as ShapePoint));

const area = fc.oneof(
  fc.constant({}),
  fc.tuple(fc.constantFrom(...FIXTURE_SUBURBS), fc.double({ min: 0.002, max: 0.05, noNaN: true })).map(([c, r]) => ({
    bounds: { north: c.latitude + r, south: c.latitude - r, east: c.longitude + r, west: c.longitude - r },
  })),
  polygon.map((points) => ({ polygon: points })),
);

export const listingSearchQueryArbitrary: fc.Arbitrary<ListingSearchQuery> = fc
  .record({
    statusType: fc.constantFrom("buy", "rent", "sold", "leased" as const),
    places: optional(
      fc
        .record({
          suburbIds: fc.uniqueArray(fc.constantFrom(...FIXTURE_SUBURBS.map((s) => s.id)), {
            minLength: 1,
            maxLength: 4,
          }),
          stateCodes: fc.constant([] as string[]),
          streets: fc.constant([] as { suburbId: number; streetName: string }[]),
          // How many of them (from the end) are surrounding suburbs the service added.
          surrounding: fc.nat({ max: 3 }),
        })
        .map(({ surrounding, ...places }) => {
          const added = places.suburbIds.slice(
            places.suburbIds.length - Math.min(surrounding, places.suburbIds.length - 1),
          );
          return added.length > 0 ? { ...places, surroundingSuburbIds: added } : places;
        }),
    ),
    officeId: optional(fc.constantFrom(...OFFICES.map((o) => o.id))),
    propertyTypeIds: fc.uniqueArray(fc.constantFrom(1, 2, 4, 7, 11, 13, 14, 15, 19, 22), { maxLength: 3 }),
    featureMask: fc.constantFrom(0, 1, 16, 17, 2 ** 37, 2 ** 37 + 4),
    price: range(0, 2_500_000, 50_000),
    bedrooms: rooms(0),
    bathrooms: rooms(1),
    carSpaces: rooms(1),
    landArea: range(0, 2000, 100),
    frontage: range(0, 40, 5),
    inspections: optional(events),
    auctions: optional(events),
    excludeUnderOffer: fc.boolean(),
    area,
    sort: fc.constantFrom(...SORT_ORDERS),
    skip: fc.constantFrom(0, 0, 25, 50),
    take: fc.constantFrom(25, 10),
  })
  .map(({ places, officeId, inspections, auctions, area, ...rest }) => ({
    ...rest,
    ...(places && { places }),
    ...(officeId !== undefined && { officeId }),
    ...(inspections && { inspections }),
    ...(auctions && { auctions }),
    ...area,
    now: FIXTURE_NOW,
  }));

/** A polygon of 3–10 corners up to ~9 km across (convex or not, thin or crossing), around a fixture suburb. */
const widePolygon: fc.Arbitrary<ShapePoint[]> = fc
  .tuple(
    fc.constantFrom(...FIXTURE_SUBURBS),
    fc.array(
      fc.tuple(fc.double({ min: -0.04, max: 0.04, noNaN: true }), fc.double({ min: -0.04, max: 0.04, noNaN: true })),
      { minLength: 3, maxLength: 10 },
    ),
  )
  .map(([centre, offsets]) => offsets.map(([dy, dx]) => [centre.latitude + dy, centre.longitude + dx] as ShapePoint));

/** A simple (star-shaped) polygon 6–55 km across over the fixture: large next to the figure cells, up to the size limits of their statements. */
const largePolygon: fc.Arbitrary<ShapePoint[]> = fc
  .tuple(
    fc.constantFrom(...FIXTURE_SUBURBS),
    fc.integer({ min: 0, max: 359 }),
    fc.array(fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 30, max: 250 })), {
      minLength: 3,
      maxLength: 16,
    }),
  )
  .map(([centre, rotation, spokes]) =>
    spokes.map(([jitter, radius], i) => {
      // Evenly spread corners, each nudged by up to 40% of the gap: a simple polygon, never a line.
      const angle = ((rotation + (i + jitter / 100) * (360 / spokes.length)) * Math.PI) / 180;
      return [
        centre.latitude + (radius / 1000) * Math.sin(angle),
        centre.longitude + (radius / 1000) * Math.cos(angle),
      ] as ShapePoint;
    }),
  );

/**
 * A rectangle drawn around a fixture suburb, 0.1° to 0.8° each way: one block of inner cells,
 * at most two boundary runs per latitude band, and inner cells well over twice the boundary
 * ones, so its figures always come from the per-cell tables (drawnAreaCells).
 */
export const cellPathPolygon: fc.Arbitrary<ShapePoint[]> = fc
  .tuple(
    fc.constantFrom(...FIXTURE_SUBURBS),
    fc.double({ min: 0.05, max: 0.4, noNaN: true }),
    fc.double({ min: 0.05, max: 0.4, noNaN: true }),
  )
  .map(([centre, halfHeight, halfWidth]) => {
    const [south, north] = [centre.latitude - halfHeight, centre.latitude + halfHeight];
    const [west, east] = [centre.longitude - halfWidth, centre.longitude + halfWidth];
    return [
      [south, west],
      [north, west],
      [north, east],
      [south, east],
    ];
  });

/**
 * Map and drawn-area searches without filters: the shapes whose figures come from the per-cell
 * tables (search/cell-figures.ts, search/drawn-area.ts), with every sort and a few pages.
 */
export const plainAreaQueryArbitrary: fc.Arbitrary<ListingSearchQuery> = fc
  .record({
    statusType: fc.constantFrom("buy", "rent", "sold", "leased" as const),
    area: fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...FIXTURE_SUBURBS),
          fc.double({ min: 0.003, max: 0.05, noNaN: true }),
          fc.double({ min: 0.003, max: 0.05, noNaN: true }),
        )
        .map(([c, h, w]) => ({
          bounds: {
            north: c.latitude + h,
            south: c.latitude - h * 0.9,
            east: c.longitude + w,
            west: c.longitude - w * 1.1,
          },
        })),
      widePolygon.map((points) => ({ polygon: points })),
      largePolygon.map((points) => ({ polygon: points })),
    ),
    sort: fc.constantFrom(...SORT_ORDERS),
    skip: fc.constantFrom(0, 0, 25, 100),
    take: fc.constantFrom(25, 10),
  })
  .map(({ area, ...rest }) => ({
    ...rest,
    ...area,
    propertyTypeIds: [],
    featureMask: 0,
    price: {},
    bedrooms: { only: [] },
    bathrooms: { only: [] },
    carSpaces: { only: [] },
    landArea: {},
    frontage: {},
    excludeUnderOffer: false,
    now: FIXTURE_NOW,
  }));

/** A coordinate moved to the nearest side of the cells of this size (0: left as it is). */
export const snapToCells = (value: number, cellsPerDegree: number) =>
  cellsPerDegree === 0 ? value : Math.round(value * cellsPerDegree) / cellsPerDegree;

/**
 * Viewports around the fixture's suburbs: the centre moved up to `shift` degrees each way, half
 * sizes within `halfSize`, the sides sometimes on the sides of cells of one of `snaps` sizes.
 */
function viewportNear(
  shift: number,
  halfSize: { min: number; max: number },
  snaps: readonly number[],
): fc.Arbitrary<MapBounds> {
  return fc
    .tuple(
      fc.constantFrom(...FIXTURE_SUBURBS),
      fc.double({ min: -shift, max: shift, noNaN: true }),
      fc.double({ min: -shift, max: shift, noNaN: true }),
      fc.double({ ...halfSize, noNaN: true }),
      fc.double({ ...halfSize, noNaN: true }),
      fc.constantFrom(...snaps),
    )
    .map(([centre, dy, dx, halfHeight, halfWidth, snap]) => {
      const latitude = centre.latitude + dy;
      const longitude = centre.longitude + dx;
      return {
        south: snapToCells(latitude - halfHeight, snap),
        north: snapToCells(latitude + halfHeight, snap),
        west: snapToCells(longitude - halfWidth, snap),
        east: snapToCells(longitude + halfWidth, snap),
      };
    });
}

/**
 * Viewports over the fixture's suburbs from 1 to 13 km across, some with sides on round
 * coordinates (cell boundaries), so there are views with and without large cells inside.
 */
export const viewport = viewportNear(0.02, { min: 0.004, max: 0.06 }, [0, 200, 50]);

/**
 * Zoomed-out viewports, 0.2° to 2° across, so coarse cells (1/6.25°) and sometimes country cells
 * (1/0.78125°) lie inside: the fixture's suburbs straddle coarse cell sides (-33.92° and 151.2°
 * are both sides) and country cell sides (151.04°).
 */
export const wideViewport = viewportNear(0.3, { min: 0.1, max: 1 }, [0, 200, 50, 6.25, 0.78125]);

/** The degrees a cell of this size covers: `cellOf` truncates towards zero (see viewport-cells.ts). */
function cellExtent(cell: number, cellsPerDegree: number): [low: number, high: number] {
  if (cell > 0) return [cell / cellsPerDegree, (cell + 1) / cellsPerDegree];
  if (cell < 0) return [(cell - 1) / cellsPerDegree, cell / cellsPerDegree];
  return [-1 / cellsPerDegree, 1 / cellsPerDegree];
}

/**
 * Viewports that hold a whole cell of this size with a fixture suburb in it, and no whole cell of
 * the next size up: the cell plus a margin of up to half a cell on each side, so the view is at
 * most two cells across while a coarser cell is four or eight. Its figures therefore read at
 * least one block of exactly this size, whatever the margins. The margins are never zero, so
 * the cell is inside however the products of its sides round.
 */
export function viewportHolding(cellsPerDegree: CellsPerDegree): fc.Arbitrary<MapBounds> {
  const size = 1 / cellsPerDegree;
  const margin = fc.double({ min: size * 1e-6, max: size / 2, noNaN: true });
  return fc
    .tuple(fc.constantFrom(...FIXTURE_SUBURBS), margin, margin, margin, margin)
    .map(([centre, below, above, left, right]) => {
      const [south, north] = cellExtent(cellOf(centre.latitude, cellsPerDegree), cellsPerDegree);
      const [west, east] = cellExtent(cellOf(centre.longitude, cellsPerDegree), cellsPerDegree);
      return { south: south - below, north: north + above, west: west - left, east: east + right };
    });
}

/**
 * A search with no filter at all (buy, default order, first page of 25, at the fixture's clock);
 * a test names only what it changes: `unfilteredQuery({ statusType: "sold", bounds })`.
 */
export const unfilteredQuery = (overrides: Partial<ListingSearchQuery> = {}): ListingSearchQuery => ({
  statusType: "buy",
  propertyTypeIds: [],
  featureMask: 0,
  price: {},
  bedrooms: { only: [] },
  bathrooms: { only: [] },
  carSpaces: { only: [] },
  landArea: {},
  frontage: {},
  excludeUnderOffer: false,
  sort: "homesForYou",
  skip: 0,
  take: 25,
  now: FIXTURE_NOW,
  ...overrides,
});

/** A plain map search (no filters) in the default order. */
export const mapQuery = (statusType: ListingSearchQuery["statusType"], bounds: MapBounds): ListingSearchQuery =>
  unfilteredQuery({ statusType, bounds });
