import type { ShapePoint } from "@/lib/search/polyline";
import { SMALL_CELLS_PER_DEGREE } from "../../schema";
import { polygonBounds, polygonTest } from "./polygon";
import {
  bandOf,
  bandRowsWithin,
  cellOf,
  cellsInside,
  isEmpty,
  RANGE_SLACK,
  smallCellExtent,
  type CellBlock,
  type CellRange,
  type EdgeRange,
} from "./viewport-cells";

/**
 * The small figure cells wholly inside a drawn area, as blocks for the per-cell tables. Pure.
 *
 * Row by row (scanline): every column an edge of the polygon comes near (within `NEAR`) is a
 * boundary column; between boundary columns no edge passes, so a run of other columns is all
 * inside or all outside, and the centre of its first cell tells which (even-odd, as the exact
 * test). Listings of boundary cells are left to the exact test; cells wholly outside are skipped.
 */

/**
 * How near (in degrees, ~1 cm) an edge must stay from a cell for the cell to count as clear of
 * it: far more than the rounding of a listing's cell (~1e-14°) or of the even-odd test.
 */
const NEAR = 1e-7;

/** The longitudes an edge from `a` to `b` spans within the latitudes [low, high], or undefined. */
function edgeLongitudes(
  a: ShapePoint,
  b: ShapePoint,
  low: number,
  high: number,
): [west: number, east: number] | undefined {
  const [latA, lngA] = a;
  const [latB, lngB] = b;
  if (Math.max(latA, latB) < low || Math.min(latA, latB) > high) return undefined;
  if (latA === latB) return [Math.min(lngA, lngB), Math.max(lngA, lngB)];
  // The part of the edge within the latitudes: where it enters and leaves [low, high].
  const at = (lat: number) =>
    lngA +
    ((lngB - lngA) * (Math.min(Math.max(lat, Math.min(latA, latB)), Math.max(latA, latB)) - latA)) / (latB - latA);
  const enter = at(low);
  const leave = at(high);
  return [Math.min(enter, leave), Math.max(enter, leave)];
}

/** Columns an edge from `a` to `b` comes near within the latitudes [low, high], or undefined. */
function edgeColumns(
  a: ShapePoint,
  b: ShapePoint,
  low: number,
  high: number,
): [first: number, last: number] | undefined {
  const span = edgeLongitudes(a, b, low, high);
  return span && [cellOf(span[0] - NEAR), cellOf(span[1] + NEAR)];
}

/** A run of small cells in one row. */
export interface CellRun {
  row: number;
  columns: CellRange;
}

export interface PolygonCells {
  /** Small cells wholly inside the polygon: a row's runs, merged with the row below when they cover the same columns. */
  blocks: CellBlock[];
  /**
   * Runs of the other cells that may hold listings inside the polygon: those an edge comes near
   * and those the polygon's box cuts. Cells wholly outside are in neither.
   */
  boundary: CellRun[];
}

/**
 * Past this many small cell rows (1° of latitude) a drawn area is counted from its listings: its
 * blocks and runs are a row each, and their lists grow long.
 */
export const MAX_CELL_ROWS = 200;

/**
 * The polygon's inner blocks and boundary runs, or undefined when the polygon is too tall for
 * cells (MAX_CELL_ROWS) or holds no whole cell.
 */
export function polygonCells(polygon: readonly ShapePoint[]): PolygonCells | undefined {
  const bounds = polygonBounds(polygon);
  // Every cell the box touches; those it does not hold whole are boundary cells.
  const rows = { first: cellOf(bounds.south), last: cellOf(bounds.north) };
  const columns = { first: cellOf(bounds.west), last: cellOf(bounds.east) };
  const wholeRows = cellsInside(bounds.south, bounds.north, SMALL_CELLS_PER_DEGREE);
  const wholeColumns = cellsInside(bounds.west, bounds.east, SMALL_CELLS_PER_DEGREE);
  if (isEmpty(wholeRows) || isEmpty(wholeColumns) || rows.last - rows.first + 1 > MAX_CELL_ROWS) return undefined;

  const isInside = polygonTest(polygon);
  const blocks: CellBlock[] = [];
  const boundary: CellRun[] = [];
  let previousRow: CellBlock[] = [];
  for (let row = rows.first; row <= rows.last; row++) {
    const [low, high] = smallCellExtent(row);
    const isBoundary = new Uint8Array(columns.last - columns.first + 1);
    const mark = (from: number, to: number) => {
      for (let column = Math.max(from, columns.first); column <= Math.min(to, columns.last); column++)
        isBoundary[column - columns.first] = 1;
    };
    if (row < wholeRows.first || row > wholeRows.last) mark(columns.first, columns.last);
    mark(columns.first, wholeColumns.first - 1);
    mark(wholeColumns.last + 1, columns.last);
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
      const touched = edgeColumns(polygon[j]!, polygon[i]!, low - NEAR, high + NEAR);
      if (touched) mark(touched[0], touched[1]);
    }
    const thisRow: CellBlock[] = [];
    for (let column = columns.first; column <= columns.last; column++) {
      const kind = isBoundary[column - columns.first];
      let last = column;
      while (last < columns.last && isBoundary[last + 1 - columns.first] === kind) last++;
      const [west, east] = smallCellExtent(column);
      if (kind) {
        boundary.push({ row, columns: { first: column, last } });
      } else if (isInside((low + high) / 2, (west + east) / 2)) {
        const below = previousRow.find((block) => block.columns.first === column && block.columns.last === last);
        if (below) {
          below.rows.last = row;
          thisRow.push(below);
        } else {
          const block: CellBlock = {
            cellsPerDegree: SMALL_CELLS_PER_DEGREE,
            rows: { first: row, last: row },
            columns: { first: column, last },
          };
          blocks.push(block);
          thisRow.push(block);
        }
      }
      column = last;
    }
    previousRow = thisRow;
  }
  return blocks.length > 0 ? { blocks, boundary } : undefined;
}

/**
 * Per latitude band of the area index, the longitudes the polygon spans within the band (its
 * edges' extent there, with slack): a closer fit than the bounding box, which reads the box's
 * empty corners in every band. Every point inside the polygon is in its band's range.
 */
export function polygonBandRanges(polygon: readonly ShapePoint[]): EdgeRange[] {
  const bounds = polygonBounds(polygon);
  const ranges: EdgeRange[] = [];
  for (let band = bandOf(bounds.south); band <= bandOf(bounds.north); band++) {
    const rows = bandRowsWithin(band, bounds.south, bounds.north);
    // The band's latitudes within the box, as its small rows' extents (a band is exactly 4 rows).
    const low = Math.max(bounds.south, smallCellExtent(rows.first)[0]);
    const high = Math.min(bounds.north, smallCellExtent(rows.last)[1]);
    let west = Infinity;
    let east = -Infinity;
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
      const span = edgeLongitudes(polygon[j]!, polygon[i]!, low - NEAR, high + NEAR);
      if (!span) continue;
      west = Math.min(west, span[0]);
      east = Math.max(east, span[1]);
    }
    if (west <= east)
      ranges.push({
        bands: [band],
        west: Math.max(bounds.west, west - RANGE_SLACK),
        east: Math.min(bounds.east, east + RANGE_SLACK),
      });
  }
  return ranges;
}
