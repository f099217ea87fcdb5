import { and, gte, lte, not, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { MapBounds } from "@/lib/search/filter";
import type { Database } from "../../database";
import {
  CELL_SIZES,
  listingCellFacets,
  listingCellPrices,
  listings,
  SMALL_CELLS_PER_DEGREE,
  type CellsPerDegree,
} from "../../schema";
import type { StatusType } from "../listings/listings";
import { inLatitudeBands, integerList, integerRange, statusLiteral } from "./conditions";
import { unionAll } from "../union-all";
import { summariseListingGroups, type ListingFigures, type ListingGroup, type TableGroups } from "./figures";
import { isAreaOnly, type ListingSearchQuery } from "./query";
import { viewportCells, type CellBlock, type EdgeRange, type ViewportCells } from "./viewport-cells";

/**
 * Figures of a map viewport without filters from the per-cell tables (migration 0007) plus the
 * listings of the small cells on its edge, instead of grouping every listing in it
 * (docs/search-performance.md).
 */

/** A map search the cell figures answer: a viewport of one mode and nothing else. */
export function isPlainMapSearch(query: ListingSearchQuery): query is ListingSearchQuery & { bounds: MapBounds } {
  return query.bounds !== undefined && query.polygon === undefined && isAreaOnly(query);
}

/** The small cell row or column of a coordinate, as the triggers compute it (a column, or a sub-select's). */
export const smallCellOf = (coordinate: SQLWrapper) =>
  sql`CAST(${coordinate} * ${sql.raw(String(SMALL_CELLS_PER_DEGREE))} AS INTEGER)`;

/** A cell size as a literal: 6.25 is not an integer, and SQLite reads its decimal back exactly. */
function cellSizeLiteral(cellsPerDegree: CellsPerDegree): SQL {
  if (!CELL_SIZES.includes(cellsPerDegree)) throw new Error(`not a cell size: ${cellsPerDegree}`);
  return sql.raw(String(cellsPerDegree));
}

/**
 * Facet and price rows of blocks of cells, one SELECT per block (each a range of the table's
 * primary key: size, then row, then column) in one UNION ALL statement each (nested past five
 * SELECTs, see union-all.ts).
 */
export function blockStatements(db: Database, statusType: StatusType, blocks: readonly CellBlock[]) {
  // All literals: a drawn area can have dozens of blocks, and D1 binds at most 100 parameters.
  const inBlock = (table: typeof listingCellFacets | typeof listingCellPrices, block: CellBlock) =>
    and(
      sql`${table.statusType} = ${statusLiteral(statusType)}`,
      sql`${table.cellsPerDegree} = ${cellSizeLiteral(block.cellsPerDegree)}`,
      sql`${table.cellY} IN (${integerRange(block.rows.first, block.rows.last)})`,
      sql`${table.cellX} BETWEEN ${integerList([block.columns.first])} AND ${integerList([block.columns.last])}`,
    );
  const facetsOf = (block: CellBlock) =>
    db
      .select({
        propertyType: listingCellFacets.propertyType,
        bedrooms: listingCellFacets.bedrooms,
        count: listingCellFacets.listings,
        priced: listingCellFacets.priced,
      })
      .from(listingCellFacets)
      .where(inBlock(listingCellFacets, block))
      .getSQL();
  const pricesOf = (block: CellBlock) =>
    db
      .select({ price: listingCellPrices.price, count: listingCellPrices.listings })
      .from(listingCellPrices)
      .where(inBlock(listingCellPrices, block))
      .getSQL();
  return {
    facets: unionAll(blocks.map(facetsOf)),
    prices: unionAll(blocks.map(pricesOf)),
  };
}

/**
 * Whether a listing's small cell is in the rectangle of cells, with the triggers' cell
 * expressions (migration 0007). Cells are literals, like the bands: D1 binds at most 100
 * parameters and an edge statement repeats the test in each of its SELECTs.
 */
function inSmallCells({ rows, columns }: Pick<CellBlock, "rows" | "columns">): SQL {
  return and(
    sql`${smallCellOf(listings.latitude)} BETWEEN ${integerList([rows.first])} AND ${integerList([rows.last])}`,
    sql`${smallCellOf(listings.longitude)} BETWEEN ${integerList([columns.first])} AND ${integerList([columns.last])}`,
  )!;
}

/** Runs the block statements; their rows are summed in JavaScript (see `cellFigures`). */
export async function blockGroups(db: Database, statements: { facets: SQL; prices: SQL }): Promise<TableGroups> {
  const [facetRows, priceRows] = await Promise.all([
    db.values<[number, number, number, number]>(statements.facets),
    db.values<[number, number]>(statements.prices),
  ]);
  return {
    facets: facetRows.map(([propertyType, bedrooms, count, priced]) => ({ propertyType, bedrooms, count, priced })),
    prices: priceRows.map(([price, count]) => ({ price, count })),
  };
}

/** The statements of a viewport's cell figures, built but not run. */
export function cellFigureStatements(db: Database, statusType: StatusType, bounds: MapBounds, cells: ViewportCells) {
  // A listing is inner here exactly when its small cell is in a block (the triggers' expressions).
  const inner = inSmallCells(cells.inner);
  // One SELECT per edge range, each one way into the area index; the ranges do not overlap.
  const edgeRange = (range: EdgeRange) =>
    db
      .select({ propertyType: listings.propertyType, bedrooms: listings.bedrooms, price: listings.price })
      .from(listings)
      .where(
        and(
          sql`${listings.statusType} = ${statusLiteral(statusType)}`,
          inLatitudeBands(range.bands),
          gte(listings.longitude, range.west),
          lte(listings.longitude, range.east),
          gte(listings.latitude, bounds.south),
          lte(listings.latitude, bounds.north),
          not(inner),
        ),
      )
      .getSQL(); // inlined as is: SQLite refuses a parenthesised member of a UNION ALL
  return {
    ...blockStatements(db, statusType, cells.blocks),
    // Grouped as the search's stats statement groups, over the edge ranges' listings together.
    edge: sql`SELECT property_type, bedrooms, price, count(*) FROM (${unionAll(cells.edges.map(edgeRange))}) GROUP BY 1, 2, 3`,
  };
}

/**
 * Total, facets and median of every listing of a mode in the viewport, or undefined when the
 * viewport is not worth splitting (viewportCells): the caller groups its listings instead.
 * Rows arrive as value arrays and are summed in JavaScript, not grouped again in SQL: sorting
 * 17,000 price rows into groups would cost more than the grouping it saves.
 */
export async function cellFigures(
  db: Database,
  statusType: StatusType,
  bounds: MapBounds,
): Promise<ListingFigures | undefined> {
  const cells = viewportCells(bounds);
  if (!cells) return undefined;
  const statements = cellFigureStatements(db, statusType, bounds, cells);
  const [counted, edgeRows] = await Promise.all([
    blockGroups(db, statements),
    db.values<[number, number, number | null, number]>(statements.edge),
  ]);
  const edge = edgeRows.map(([propertyType, bedrooms, price, count]): ListingGroup => ({
    propertyType,
    bedrooms,
    price,
    count,
  }));
  return summariseListingGroups(edge, counted);
}
