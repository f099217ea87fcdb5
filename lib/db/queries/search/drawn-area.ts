import { and, not, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { ShapePoint } from "@/lib/search/polyline";
import type { Database } from "../../database";
import type { MapBounds } from "@/lib/search/filter";
import { listings } from "../../schema";
import { blockGroups, blockStatements, smallCellOf } from "./cell-figures";
import { degreesLiteral, inLatitudeBands, integerList, statusLiteral } from "./conditions";
import { summariseListingGroups, type ListingFigures, type ListingGroup } from "./figures";
import { polygonBandRanges, polygonCells, type CellRun, type PolygonCells } from "./polygon-cells";
import { polygonBounds, polygonTest } from "./polygon";
import {
  bandOfRow,
  RANGE_SLACK,
  smallCellExtent,
  type CellBlock,
  type CellRange,
  type EdgeRange,
} from "./viewport-cells";
import { isAreaOnly, type ListingSearchQuery } from "./query";
import { searchStatements } from "./statements";
import { unionAll } from "../union-all";

/**
 * A drawn area's listings: its figures and its first ids in the search's order. SQL narrows to
 * the polygon's bounding box on the area index; the exact even-odd test runs here.
 *
 * - Page: the box's first listings in the search's order (ORDER BY … LIMIT, a bounded sort) that
 *   pass the test, fetching four times as many while too few do.
 * - Figures: every candidate in the polygon's longitudes per band, fetched unordered with only
 *   what the test and the figures need. Without filters, when the polygon is large next to the figure cells, the small
 *   cells wholly inside it are summed from the per-cell tables instead, and only the listings of
 *   the cells its edges cross are fetched.
 */

/**
 * Most candidates a drawn area examines. A hand-drawn area over a city centre holds a few
 * thousand listings; past this the search says so (`truncated`) instead of growing without bound.
 */
export const MAX_DRAWN_AREA_CANDIDATES = 20_000;

/** Most bands a drawn area's candidates are read in separately (a polygon 1° tall, ~20 KB of SQL); taller ones read their box. */
const MAX_BAND_RANGES = 50;

export interface DrawnAreaListings {
  figures: ListingFigures;
  firstIds: number[];
  /** More than MAX_DRAWN_AREA_CANDIDATES candidates: the figures cover the first ones in the search's order. */
  truncated: boolean;
}

interface DrawnAreaFigures {
  figures: ListingFigures;
  truncated: boolean;
}

/**
 * A listing's property type, bedrooms and price in one integer: (price + 1) · 65,536 +
 * bedrooms · 256 + type, price -1 when withheld. Types are property-type ids (under 31) and more than 255
 * bedrooms fold into 255 (facets stop at 5+). One column instead of three makes 18,000
 * candidates ~2.5 ms cheaper to read and to hold in JS; the value is also the group key.
 */
const FACET_KEY = sql<number>`(coalesce(${listings.price}, -1) + 1) * 65536 + min(${listings.bedrooms}, 255) * 256 + ${listings.propertyType}`;

function groupOfFacetKey(key: number): Omit<ListingGroup, "count"> {
  const price = Math.floor(key / 65_536) - 1;
  return { propertyType: key % 256, bedrooms: Math.floor(key / 256) % 256, price: price < 0 ? null : price };
}

/** What the polygon test and the figures read of a candidate, as a value array. */
const candidateColumns = () => ({ latitude: listings.latitude, longitude: listings.longitude, facetKey: FACET_KEY });
type CandidateRow = [latitude: number, longitude: number, facetKey: number];

/** Figures of the candidates inside the polygon, grouped per facet key as the stats statement groups by type, bedrooms and price. */
function insideGroups(rows: readonly CandidateRow[], polygon: readonly ShapePoint[]): ListingGroup[] {
  const counts = new Map<number, number>();
  const isInside = polygonTest(polygon);
  for (const [latitude, longitude, key] of rows) {
    if (isInside(latitude, longitude)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => ({ ...groupOfFacetKey(key), count }));
}

/**
 * The first `count` ids of the box in the search's order that are inside the polygon: the box's
 * first rows in order, more of them while too few pass the test, up to MAX_DRAWN_AREA_CANDIDATES
 * rows (`truncated`: the ids found among those).
 */
export async function firstIdsInside(
  db: Database,
  query: ListingSearchQuery,
  polygon: readonly ShapePoint[],
  count: number,
  // A drawn area usually fills half its box or more: twice the ids wanted is mostly one round.
  firstFetch = count * 2 + 25,
): Promise<{ ids: number[]; truncated: boolean }> {
  const { where, orderBy } = searchStatements(db, query);
  const isInside = polygonTest(polygon);
  for (let fetch = firstFetch; ; fetch *= 4) {
    const limit = Math.min(fetch, MAX_DRAWN_AREA_CANDIDATES);
    const rows = await db
      .select({ id: listings.id, latitude: listings.latitude, longitude: listings.longitude })
      .from(listings)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .values();
    const ids = rows.flatMap(([id, latitude, longitude]) =>
      isInside(Number(latitude), Number(longitude)) ? [Number(id)] : [],
    );
    if (ids.length >= count || rows.length < limit) return { ids: ids.slice(0, count), truncated: false };
    if (limit === MAX_DRAWN_AREA_CANDIDATES) return { ids, truncated: true };
  }
}

/**
 * Whether a row's small cell is in one of the blocks: the cell row computed once, then its runs
 * (a CASE on the row; the triggers' cell expressions). Cells are literals (see integerList).
 * `latitude` and `longitude` name the coordinates: the listing's, or a sub-select's columns.
 */
function inBlocksByRow(blocks: readonly CellBlock[], latitude: SQLWrapper, longitude: SQLWrapper): SQL {
  const runsByRow = new Map<number, CellRange[]>();
  for (const block of blocks) {
    for (let row = block.rows.first; row <= block.rows.last; row++)
      runsByRow.set(row, [...(runsByRow.get(row) ?? []), block.columns]);
  }
  const whens = [...runsByRow].map(
    ([row, runs]) =>
      sql`WHEN ${integerList([row])} THEN ${or(
        ...runs.map(
          (run) => sql`${smallCellOf(longitude)} BETWEEN ${integerList([run.first])} AND ${integerList([run.last])}`,
        ),
      )}`,
  );
  return sql`(CASE ${smallCellOf(latitude)} ${sql.join(whens, sql` `)} ELSE 0 END)`;
}

/**
 * A range of the area index within the polygon's box, its coordinates as literals (a drawn area
 * repeats ranges in many SELECTs; D1 binds at most 100 parameters), each side widened by the
 * slack so that a literal read back a unit off loses nothing: the polygon test is the exact one.
 */
function inRange(range: EdgeRange, bounds: MapBounds): SQL[] {
  return [
    sql`${listings.longitude} >= ${degreesLiteral(range.west - RANGE_SLACK)}`,
    sql`${listings.longitude} <= ${degreesLiteral(range.east + RANGE_SLACK)}`,
    sql`${listings.latitude} >= ${degreesLiteral(bounds.south - RANGE_SLACK)}`,
    sql`${listings.latitude} <= ${degreesLiteral(bounds.north + RANGE_SLACK)}`,
  ];
}

/** The area index's ranges over the boundary cells: per band, its rows' boundary runs merged, as longitudes. */
function boundaryRanges(boundary: readonly CellRun[], bounds: MapBounds): EdgeRange[] {
  const runsByBand = new Map<number, CellRange[]>();
  for (const run of boundary)
    runsByBand.set(bandOfRow(run.row), [...(runsByBand.get(bandOfRow(run.row)) ?? []), run.columns]);
  const ranges: EdgeRange[] = [];
  for (const [band, runs] of runsByBand) {
    runs.sort((a, b) => a.first - b.first);
    const merged: CellRange[] = [];
    for (const run of runs) {
      const last = merged.at(-1);
      if (last && run.first <= last.last + 1) last.last = Math.max(last.last, run.last);
      else merged.push({ ...run });
    }
    for (const run of merged) {
      ranges.push({
        bands: [band],
        west: Math.max(bounds.west, smallCellExtent(run.first)[0] - RANGE_SLACK),
        east: Math.min(bounds.east, smallCellExtent(run.last)[1] + RANGE_SLACK),
      });
    }
  }
  return ranges;
}

const cellCount = (blocks: readonly CellBlock[]) =>
  blocks.reduce(
    (sum, block) => sum + (block.rows.last - block.rows.first + 1) * (block.columns.last - block.columns.first + 1),
    0,
  );

/**
 * Cells pay when the tables answer most of the polygon: the listings of boundary cells are
 * fetched either way, next to a second statement for the inner ones. A 5 km polygon, with cells
 * of ~500 m, has more boundary cells than inner ones and is faster read whole.
 */
const worthCells = (cells: PolygonCells) =>
  cellCount(cells.blocks) >= 2 * cells.boundary.reduce((sum, run) => sum + run.columns.last - run.columns.first + 1, 0);

/**
 * Bounds on the statements' size (D1 takes statements up to 100 KB): each block is one SELECT of
 * literals (~330 bytes), each edge range one SELECT (~400 bytes). Polygons past them (very tall
 * or very ragged) are read whole.
 */
const MAX_BLOCKS = 100;
const MAX_EDGE_RANGES = 100;

/**
 * One SELECT of a drawn area's candidates in one range of the area index, for a search without
 * filters: the mode and the range as literals, since a UNION ALL repeats them in every SELECT and
 * D1 binds at most 100 parameters.
 */
function candidatesIn(db: Database, query: ListingSearchQuery, bounds: MapBounds) {
  return (range: EdgeRange) =>
    db
      .select(candidateColumns())
      .from(listings)
      .where(
        and(
          sql`${listings.statusType} = ${statusLiteral(query.statusType)}`,
          inLatitudeBands(range.bands),
          ...inRange(range, bounds),
        ),
      )
      .getSQL(); // inlined as is: SQLite refuses a parenthesised member of a UNION ALL
}

/** A drawn area the per-cell tables count: its inner blocks and the area-index ranges of its boundary cells. */
export interface DrawnAreaCells {
  blocks: CellBlock[];
  edgeRanges: EdgeRange[];
}

/** Figures of a drawn area without filters: inner cells from the tables, boundary cells' listings tested. Undefined to fall back. */
async function drawnAreaCellFigures(
  db: Database,
  query: ListingSearchQuery,
  polygon: readonly ShapePoint[],
  cells: DrawnAreaCells,
): Promise<DrawnAreaFigures | undefined> {
  // One SELECT per range of the area index; ranges do not overlap. Cells wholly outside the
  // polygon are not read at all. Listings of inner cells are left to the tables: one test on the
  // union's rows, written and compiled once. `LIMIT -1` keeps SQLite from pushing the test down
  // into every SELECT, which compiled the CASE once per range and ran past D1's 25,000
  // instructions a statement.
  const notInner = not(inBlocksByRow(cells.blocks, sql.identifier("latitude"), sql.identifier("longitude")));
  const edge = unionAll(cells.edgeRanges.map(candidatesIn(db, query, polygonBounds(polygon))));
  const [counted, edgeRows] = await Promise.all([
    blockGroups(db, blockStatements(db, query.statusType, cells.blocks)),
    db.values<CandidateRow>(
      sql`SELECT * FROM (${edge} LIMIT -1) WHERE ${notInner} LIMIT ${MAX_DRAWN_AREA_CANDIDATES + 1}`,
    ),
  ]);
  if (edgeRows.length > MAX_DRAWN_AREA_CANDIDATES) return undefined;
  return { figures: summariseListingGroups(insideGroups(edgeRows, polygon), counted), truncated: false };
}

/**
 * Figures of every candidate in the box, fetched unordered (sorting 18,000 candidates in SQL
 * cost more than fetching them) as value arrays (mapping them to objects cost as much again);
 * in the search's order only when they overflow, to count the first ones.
 */
async function candidateFigures(
  db: Database,
  query: ListingSearchQuery,
  polygon: readonly ShapePoint[],
): Promise<DrawnAreaFigures> {
  const { where, orderBy } = searchStatements(db, query);
  // Without filters, per band only the longitudes the polygon spans there (the box's empty
  // corners skipped): one SELECT per band, up to MAX_BAND_RANGES of them.
  const ranges = isAreaOnly(query) ? polygonBandRanges(polygon) : [];
  let rows =
    ranges.length > 0 && ranges.length <= MAX_BAND_RANGES
      ? await db.values<CandidateRow>(
          sql`${unionAll(ranges.map(candidatesIn(db, query, polygonBounds(polygon))))} LIMIT ${MAX_DRAWN_AREA_CANDIDATES + 1}`,
        )
      : ((await db
          .select(candidateColumns())
          .from(listings)
          .where(where)
          .limit(MAX_DRAWN_AREA_CANDIDATES + 1)
          .values()) as CandidateRow[]);
  const truncated = rows.length > MAX_DRAWN_AREA_CANDIDATES;
  if (truncated) {
    // The first ones in the search's order, from the whole box (a compound SELECT cannot be ordered by expressions).
    rows = (await db
      .select(candidateColumns())
      .from(listings)
      .where(where)
      .orderBy(...orderBy)
      .limit(MAX_DRAWN_AREA_CANDIDATES)
      .values()) as CandidateRow[];
  }
  return { figures: summariseListingGroups(insideGroups(rows, polygon)), truncated };
}

/** The cells whose tables count a drawn area: only without filters, and only when they pay. */
export function drawnAreaCells(query: ListingSearchQuery, polygon: readonly ShapePoint[]): DrawnAreaCells | undefined {
  if (!isAreaOnly(query)) return undefined;
  const cells = polygonCells(polygon);
  if (!cells || !worthCells(cells) || cells.blocks.length > MAX_BLOCKS) return undefined;
  const edgeRanges = boundaryRanges(cells.boundary, polygonBounds(polygon));
  return edgeRanges.length > 0 && edgeRanges.length <= MAX_EDGE_RANGES
    ? { blocks: cells.blocks, edgeRanges }
    : undefined;
}

async function drawnAreaFigures(
  db: Database,
  query: ListingSearchQuery,
  polygon: readonly ShapePoint[],
): Promise<DrawnAreaFigures> {
  const cells = drawnAreaCells(query, polygon);
  const fromCells = cells ? await drawnAreaCellFigures(db, query, polygon, cells) : undefined;
  return fromCells ?? candidateFigures(db, query, polygon);
}

/** The figures of a drawn area and its first `firstCount` ids in the search's order (order.ts). */
export async function drawnAreaListings(
  db: Database,
  query: ListingSearchQuery,
  polygon: readonly ShapePoint[],
  firstCount: number,
): Promise<DrawnAreaListings> {
  const [{ figures, truncated }, first] = await Promise.all([
    drawnAreaFigures(db, query, polygon),
    firstIdsInside(db, query, polygon, firstCount),
  ]);
  return { figures, firstIds: first.ids, truncated: truncated || first.truncated };
}
