import type { MapBounds } from "@/lib/search/filter";
import {
  CELL_SIZES,
  LARGE_CELLS_PER_DEGREE,
  LATITUDE_BANDS_PER_DEGREE,
  SMALL_CELLS_PER_DEGREE,
  type CellsPerDegree,
} from "../../schema";

/**
 * How a map viewport splits into figure cells (lib/db/schema/listing-stats.ts). Pure.
 *
 * - blocks: rectangles of cells wholly inside the viewport, whose figures the per-cell tables
 *   hold: the coarse cells inside it, the large cells inside it around them, and the small cells
 *   inside it around those;
 * - edges: ranges of the area index (latitude bands × a longitude range) that hold every other
 *   listing of the viewport, each listing in exactly one range. The edge statement keeps, in
 *   those ranges, the listings of the viewport that are not in an inner small cell.
 *
 * Cells and bands are computed as SQLite computes them, `CAST(degrees * n AS INTEGER)`, which
 * truncates towards zero: `Math.trunc` on the same IEEE product.
 */

const SMALL_PER_LARGE = SMALL_CELLS_PER_DEGREE / LARGE_CELLS_PER_DEGREE;

/**
 * Edge longitude ranges reach this far over the inner cells' side (11 cm), so a listing whose
 * cell is outside them is in a range however its longitude rounded. The exact cell test in the
 * edge statement drops what the overlap lets in.
 */
export const RANGE_SLACK = 1e-6;

export const cellOf = (degrees: number, cellsPerDegree: CellsPerDegree = SMALL_CELLS_PER_DEGREE) =>
  Math.trunc(degrees * cellsPerDegree);
export const bandOf = (latitude: number) => Math.trunc(latitude * LATITUDE_BANDS_PER_DEGREE);
/** A latitude band's small cell rows that latitudes in [south, north] can fall in (a band is a large cell row). */
export function bandRowsWithin(band: number, south: number, north: number): CellRange {
  const rows = smallCellsOf(band);
  return { first: Math.max(rows.first, cellOf(south)), last: Math.min(rows.last, cellOf(north)) };
}
/** The latitude band of a small cell row (exact: see SMALL_CELLS_PER_DEGREE). */
export const bandOfRow = (row: number) => Math.trunc(row / SMALL_PER_LARGE);

/** The degrees a small cell covers; truncation towards zero makes cell 0 twice as wide. */
export function smallCellExtent(cell: number): [low: number, high: number] {
  if (cell > 0) return [cell / SMALL_CELLS_PER_DEGREE, (cell + 1) / SMALL_CELLS_PER_DEGREE];
  if (cell < 0) return [(cell - 1) / SMALL_CELLS_PER_DEGREE, cell / SMALL_CELLS_PER_DEGREE];
  return [-1 / SMALL_CELLS_PER_DEGREE, 1 / SMALL_CELLS_PER_DEGREE];
}

/** The cells `ratio` times finer (rows or columns) of a cell: `ratio` of them, 2·ratio − 1 for cell 0. */
function childCells(cell: number, ratio: number): CellRange {
  if (cell > 0) return { first: cell * ratio, last: cell * ratio + ratio - 1 };
  if (cell < 0) return { first: cell * ratio - ratio + 1, last: cell * ratio };
  return { first: -ratio + 1, last: ratio - 1 };
}

/** A range of cells in cells `ratio` times finer. */
const childRange = (range: CellRange, ratio: number): CellRange => ({
  first: childCells(range.first, ratio).first,
  last: childCells(range.last, ratio).last,
});

const smallCellsOf = (large: number) => childCells(large, SMALL_PER_LARGE);

const bits = new DataView(new ArrayBuffer(8));

/** The next double after `value` towards +∞ (`direction` 1) or −∞ (-1), for finite values. */
function adjacentDouble(value: number, direction: 1 | -1): number {
  if (value === 0) return direction * Number.MIN_VALUE;
  bits.setFloat64(0, value);
  // The bit pattern of a double orders its magnitude: one step away from zero or towards it.
  const away = value > 0 === direction > 0;
  bits.setBigInt64(0, bits.getBigInt64(0) + (away ? 1n : -1n));
  return bits.getFloat64(0);
}

export interface CellRange {
  first: number;
  last: number;
}

export const isEmpty = (range: CellRange) => range.first > range.last;

/**
 * The cells every point of which (as SQLite computes cells) lies inside [low, high]. `cellOf`
 * never decreases as the degrees grow (a rounded product, truncated), so a cell is inside
 * exactly when it is above the cell of the double just below `low` and below the cell of the
 * double just above `high`: exact, with no margin, however the products round. May be empty.
 */
export function cellsInside(low: number, high: number, cellsPerDegree: CellsPerDegree): CellRange {
  return {
    first: cellOf(adjacentDouble(low, -1), cellsPerDegree) + 1,
    last: cellOf(adjacentDouble(high, 1), cellsPerDegree) - 1,
  };
}

/** A rectangle of cells of one size, read from the per-cell tables. */
export interface CellBlock {
  cellsPerDegree: CellsPerDegree;
  rows: CellRange;
  columns: CellRange;
}

/** A range of the area index: these latitude bands, longitudes west ≤ x ≤ east. */
export interface EdgeRange {
  bands: number[];
  west: number;
  east: number;
}

export interface ViewportCells {
  /** The small cells wholly inside the viewport (the blocks cover exactly these). */
  inner: { rows: CellRange; columns: CellRange };
  blocks: CellBlock[];
  edges: EdgeRange[];
}

/**
 * The cells inside the viewport, coarsest first: every coarse cell inside it, then the large
 * cells inside it that those leave, then the small ones. What a size leaves is a frame around the
 * coarser cells: a strip below and above them (full width) and one left and right of them (their
 * height). Cells nest exactly (lib/db/schema/listing-stats.ts), so a coarser cell inside the
 * viewport has all its finer cells inside it too, and the frames never overlap.
 */
function innerBlocks(bounds: MapBounds): CellBlock[] {
  const blocks: CellBlock[] = [];
  let coarser: CellBlock | undefined;
  for (const cellsPerDegree of CELL_SIZES) {
    const rows = cellsInside(bounds.south, bounds.north, cellsPerDegree);
    const columns = cellsInside(bounds.west, bounds.east, cellsPerDegree);
    if (isEmpty(rows) || isEmpty(columns)) continue;
    const add = (blockRows: CellRange, blockColumns: CellRange) => {
      if (!isEmpty(blockRows) && !isEmpty(blockColumns))
        blocks.push({ cellsPerDegree, rows: blockRows, columns: blockColumns });
    };
    if (!coarser) add(rows, columns);
    else {
      // The coarser cells in this size's cells (the ratio is 4 or 8, exactly).
      const ratio = cellsPerDegree / coarser.cellsPerDegree;
      const taken = { rows: childRange(coarser.rows, ratio), columns: childRange(coarser.columns, ratio) };
      add({ first: rows.first, last: taken.rows.first - 1 }, columns);
      add({ first: taken.rows.last + 1, last: rows.last }, columns);
      add(taken.rows, { first: columns.first, last: taken.columns.first - 1 });
      add(taken.rows, { first: taken.columns.last + 1, last: columns.last });
    }
    coarser = { cellsPerDegree, rows, columns };
  }
  return blocks;
}

/**
 * The viewport's cell blocks and edge ranges, or undefined when the figures should come from
 * the listings: a viewport across the antimeridian, or one with no whole small cell inside
 * (under ~1 km). Any larger viewport splits: its coarse cells keep the rows read few.
 */
export function viewportCells(bounds: MapBounds): ViewportCells | undefined {
  const { north, south, east, west } = bounds;
  if (!(west <= east && south <= north)) return undefined;
  const rows = cellsInside(south, north, SMALL_CELLS_PER_DEGREE);
  const columns = cellsInside(west, east, SMALL_CELLS_PER_DEGREE);
  if (isEmpty(rows) || isEmpty(columns)) return undefined;

  const outer: number[] = [];
  const middle: number[] = [];
  for (let band = bandOf(south); band <= bandOf(north); band++) {
    // A band whose rows within the viewport are all inner rows: its edge listings are left or
    // right of the inner columns. Any other band is read across the viewport's width.
    const inView = bandRowsWithin(band, south, north);
    (inView.first >= rows.first && inView.last <= rows.last ? middle : outer).push(band);
  }
  const edges: EdgeRange[] = [];
  if (outer.length > 0) edges.push({ bands: outer, west, east });
  if (middle.length > 0) {
    edges.push({ bands: middle, west, east: Math.min(east, smallCellExtent(columns.first)[0] + RANGE_SLACK) });
    edges.push({ bands: middle, west: Math.max(west, smallCellExtent(columns.last)[1] - RANGE_SLACK), east });
  }
  return { inner: { rows, columns }, blocks: innerBlocks(bounds), edges };
}

/** Whether a point's small cell is an inner one (the edge statement tests the same in SQL). */
export function isInnerCell(cells: ViewportCells, latitude: number, longitude: number): boolean {
  return isInBlock({ cellsPerDegree: SMALL_CELLS_PER_DEGREE, ...cells.inner }, latitude, longitude);
}

/** Whether a point's cell of the block's size is in the block. */
export function isInBlock(block: CellBlock, latitude: number, longitude: number): boolean {
  const row = cellOf(latitude, block.cellsPerDegree);
  const column = cellOf(longitude, block.cellsPerDegree);
  return (
    row >= block.rows.first && row <= block.rows.last && column >= block.columns.first && column <= block.columns.last
  );
}
