import type { MapBounds } from "@/lib/search/filter";
import { LARGE_CELLS_PER_DEGREE, LATITUDE_BANDS_PER_DEGREE, SMALL_CELLS_PER_DEGREE, type CellsPerDegree } from "../schema";

/**
 * How a map viewport splits into figure cells (lib/db/schema/listing-stats.ts). Pure.
 *
 * - blocks: rectangles of cells wholly inside the viewport, whose figures the per-cell tables
 *   hold: the large cells inside it, and the small cells inside it around them;
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

/**
 * Past this many small cell rows (1° of latitude, a view of a whole region) the viewport is
 * counted from its listings: the figures are a region's and the lists of rows grow long.
 */
export const MAX_CELL_ROWS = 200;

export const cellOf = (degrees: number, cellsPerDegree: CellsPerDegree = SMALL_CELLS_PER_DEGREE) => Math.trunc(degrees * cellsPerDegree);
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

/** The small cells (rows or columns) of a large one: 4 of them, 7 for large cell 0. */
function smallCellsOf(large: number): CellRange {
  if (large > 0) return { first: large * SMALL_PER_LARGE, last: large * SMALL_PER_LARGE + SMALL_PER_LARGE - 1 };
  if (large < 0) return { first: large * SMALL_PER_LARGE - SMALL_PER_LARGE + 1, last: large * SMALL_PER_LARGE };
  return { first: -SMALL_PER_LARGE + 1, last: SMALL_PER_LARGE - 1 };
}

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
  return { first: cellOf(adjacentDouble(low, -1), cellsPerDegree) + 1, last: cellOf(adjacentDouble(high, 1), cellsPerDegree) - 1 };
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
 * The large cells inside the viewport, then the small cells inside it that those leave: a strip
 * below and above them (full width) and one left and right of them (their height). Without a
 * large cell inside, the small cells are one block.
 */
function innerBlocks(bounds: MapBounds, rows: CellRange, columns: CellRange): CellBlock[] {
  const small = (blockRows: CellRange, blockColumns: CellRange): CellBlock[] =>
    isEmpty(blockRows) || isEmpty(blockColumns) ? [] : [{ cellsPerDegree: SMALL_CELLS_PER_DEGREE, rows: blockRows, columns: blockColumns }];
  const largeRows = cellsInside(bounds.south, bounds.north, LARGE_CELLS_PER_DEGREE);
  const largeColumns = cellsInside(bounds.west, bounds.east, LARGE_CELLS_PER_DEGREE);
  if (isEmpty(largeRows) || isEmpty(largeColumns)) return small(rows, columns);
  // In small cells: a large cell inside the viewport has all its small cells inside it too.
  const top = smallCellsOf(largeRows.last).last;
  const bottom = smallCellsOf(largeRows.first).first;
  const left = smallCellsOf(largeColumns.first).first;
  const right = smallCellsOf(largeColumns.last).last;
  return [
    { cellsPerDegree: LARGE_CELLS_PER_DEGREE, rows: largeRows, columns: largeColumns },
    ...small({ first: rows.first, last: bottom - 1 }, columns),
    ...small({ first: top + 1, last: rows.last }, columns),
    ...small({ first: bottom, last: top }, { first: columns.first, last: left - 1 }),
    ...small({ first: bottom, last: top }, { first: right + 1, last: columns.last }),
  ];
}

/**
 * The viewport's cell blocks and edge ranges, or undefined when the figures should come from
 * the listings: a viewport across the antimeridian, one with no whole small cell inside (under
 * ~1 km), or one taller than MAX_CELL_ROWS.
 */
export function viewportCells(bounds: MapBounds): ViewportCells | undefined {
  const { north, south, east, west } = bounds;
  if (!(west <= east && south <= north)) return undefined;
  const rows = cellsInside(south, north, SMALL_CELLS_PER_DEGREE);
  const columns = cellsInside(west, east, SMALL_CELLS_PER_DEGREE);
  if (isEmpty(rows) || isEmpty(columns) || rows.last - rows.first + 1 > MAX_CELL_ROWS) return undefined;

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
  return { inner: { rows, columns }, blocks: innerBlocks(bounds, rows, columns), edges };
}

/** Whether a point's small cell is an inner one (the edge statement tests the same in SQL). */
export function isInnerCell(cells: ViewportCells, latitude: number, longitude: number): boolean {
  return isInBlock({ cellsPerDegree: SMALL_CELLS_PER_DEGREE, ...cells.inner }, latitude, longitude);
}

/** Whether a point's cell of the block's size is in the block. */
export function isInBlock(block: CellBlock, latitude: number, longitude: number): boolean {
  const row = cellOf(latitude, block.cellsPerDegree);
  const column = cellOf(longitude, block.cellsPerDegree);
  return row >= block.rows.first && row <= block.rows.last && column >= block.columns.first && column <= block.columns.last;
}
