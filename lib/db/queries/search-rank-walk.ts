import { sql, type SQL } from "drizzle-orm";
import type { MapBounds } from "@/lib/search/filter";
import type { Database } from "../database";
import { COARSE_CELLS_PER_DEGREE, listings, RANK_INDEX_FLOOR } from "../schema";
import { isPlainMapSearch } from "./search-cell-figures";
import { statusLiteral } from "./search-conditions";
import { SORT_COLUMNS, searchSortKeys } from "./search-order";
import type { ListingSearchQuery } from "./search-query";
import { cellsInside, isEmpty } from "./viewport-cells";

/**
 * The first listings of a zoomed-out map by walking `listings_rank_idx` in "homes for you" order
 * and keeping those inside the viewport, instead of sorting every listing in view.
 *
 * A view with a coarse cell inside (about 18 km, zoom 9 and out) holds thousands of listings, so
 * its first 25 in order come early in its mode's order: at zoom 8 over Sydney, one listing in six.
 * The walk reads at most WALK_ENTRIES index entries. When they hold enough of the viewport's
 * listings the answer is exact (they are the mode's first entries in order, so the viewport's
 * first listings are among them); when they do not, the caller reads the viewport as before.
 */

/** Index entries walked at most per listing wanted (a view with 1 listing in 200 of its mode still succeeds). */
const ENTRIES_PER_LISTING = 200;
/** However many are wanted, at most this many entries are walked (~5 ms). */
const MAX_WALKED_ENTRIES = 20_000;

/** A search the walk can answer: a plain map search in "homes for you" order, zoomed out. */
export function isRankWalkSearch(query: ListingSearchQuery): query is ListingSearchQuery & { bounds: MapBounds } {
  if (!isPlainMapSearch(query) || query.sort !== "homesForYou") return false;
  const { south, north, west, east } = query.bounds;
  if (!(west <= east)) return false;
  return !isEmpty(cellsInside(south, north, COARSE_CELLS_PER_DEGREE)) && !isEmpty(cellsInside(west, east, COARSE_CELLS_PER_DEGREE));
}

/** The walk's statement: the first `walked` entries of the mode in order, then those in view. */
export function rankWalkStatement(query: ListingSearchQuery & { bounds: MapBounds }, skip: number, take: number): SQL {
  // The index's columns after status_type are these keys, in this order, all DESC: walked backwards.
  const keys = searchSortKeys("homesForYou", query.statusType).map((key) => SORT_COLUMNS[key.column].name);
  const walked = Math.min(MAX_WALKED_ENTRIES, (skip + take) * ENTRIES_PER_LISTING);
  const order = sql.raw(keys.map((name) => `"${name}" DESC`).join(", "));
  const { south, north, west, east } = query.bounds;
  // INDEXED BY: the walk must not become a viewport read (that is the other path). The boost floor
  // (true of every row) is the partial index's condition, which a query must state to use it.
  return sql`SELECT "id" FROM (
      SELECT ${sql.raw(keys.map((name) => `"${name}"`).join(", "))}, "latitude", "longitude" FROM ${listings} INDEXED BY listings_rank_idx
      WHERE "status_type" = ${statusLiteral(query.statusType)} AND "listings"."boost" >= ${sql.raw(RANK_INDEX_FLOOR)} ORDER BY ${order} LIMIT ${walked}
    )
    WHERE "latitude" >= ${south} AND "latitude" <= ${north} AND "longitude" >= ${west} AND "longitude" <= ${east}
    ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`;
}

/**
 * Ids `skip` to `skip + take` of the viewport in order, or undefined when the walked entries hold
 * fewer (a sparse view, or a deep page): then they are not known to be the first.
 */
export async function idsByRankWalk(db: Database, query: ListingSearchQuery & { bounds: MapBounds }, skip: number, take: number): Promise<number[] | undefined> {
  // Past this, the viewport would need a tenth of its mode's listings: not worth a try.
  if (take <= 0 || skip + take > MAX_WALKED_ENTRIES / 10) return undefined;
  const ids = (await db.values<[number]>(rankWalkStatement(query, skip, take))).map(([id]) => id);
  return ids.length === take ? ids : undefined;
}
