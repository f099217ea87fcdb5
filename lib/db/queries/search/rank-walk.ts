import { sql, type SQL } from "drizzle-orm";
import type { MapBounds } from "@/lib/search/filter";
import type { Database } from "../../database";
import { COARSE_CELLS_PER_DEGREE, listings, rankIndexCondition } from "../../schema";
import { isPlainMapSearch } from "./cell-figures";
import type { SortOrder } from "@/lib/search/sort";
import type { StatusType } from "../listings/listings";
import { keyDirection, SORT_COLUMNS, searchSortKeys } from "./order";
import type { ListingSearchQuery } from "./query";
import { cellsInside, isEmpty } from "./viewport-cells";

/**
 * The first listings of a zoomed-out map by walking a rank index in the mode's default order
 * and keeping those inside the viewport, instead of sorting every listing in view.
 *
 * A view with a coarse cell inside (about 18 km, zoom 9 and out) holds thousands of listings, so
 * its first 25 in order come early in its mode's order: at zoom 8 over Sydney, one listing in six.
 * The walk reads at most MAX_WALKED_ENTRIES index entries. When they hold enough of the viewport's
 * listings the answer is exact (they are the mode's first entries in order, so the viewport's
 * first listings are among them); when they do not, the caller reads the viewport as before.
 */

/** Index entries walked at most per listing wanted (a view with 1 listing in 200 of its mode still succeeds). */
const ENTRIES_PER_LISTING = 200;
/** However many are wanted, at most this many entries are walked (~5 ms). */
const MAX_WALKED_ENTRIES = 20_000;

/**
 * Each mode's default order (lib/search/sort.ts) and the index that holds it: after status_type,
 * the order's key columns in order, then the position (schema/listings.ts).
 */
const RANK_WALKS: Record<StatusType, { sort: SortOrder; index: string }> = {
  buy: { sort: "homesForYou", index: "listings_rank_idx" },
  rent: { sort: "homesForYou", index: "listings_rank_idx" },
  sold: { sort: "recentlySoldOrLeased", index: "listings_sold_rank_idx" },
  leased: { sort: "recentlySoldOrLeased", index: "listings_leased_rank_idx" },
};

/** A search the walk can answer: a plain map search in its mode's default order, zoomed out. */
export function isRankWalkSearch(query: ListingSearchQuery): query is ListingSearchQuery & { bounds: MapBounds } {
  if (!isPlainMapSearch(query) || query.sort !== RANK_WALKS[query.statusType].sort) return false;
  const { south, north, west, east } = query.bounds;
  if (!(west <= east)) return false;
  return (
    !isEmpty(cellsInside(south, north, COARSE_CELLS_PER_DEGREE)) &&
    !isEmpty(cellsInside(west, east, COARSE_CELLS_PER_DEGREE))
  );
}

/** The walk's statement: the first `walked` entries of the mode in order, then those in view. */
export function rankWalkStatement(query: ListingSearchQuery & { bounds: MapBounds }, skip: number, take: number): SQL {
  const walk = RANK_WALKS[query.statusType];
  // The index's columns after status_type are these keys, in this order, all DESC (NULLS LAST is
  // SQLite's own order for DESC): the index is walked backwards.
  const keys = searchSortKeys(walk.sort, query.statusType);
  const columns = keys.map((key) => `"${SORT_COLUMNS[key.column].name}"`);
  const order = sql.raw(keys.map((key, i) => `${columns[i]} ${keyDirection(key)}`).join(", "));
  const walked = Math.min(MAX_WALKED_ENTRIES, (skip + take) * ENTRIES_PER_LISTING);
  const { south, north, west, east } = query.bounds;
  // INDEXED BY: the walk must not become a viewport read (that is the other path). It states the
  // partial index's condition (true of every row of the mode), which a query must imply to use it.
  return sql`SELECT "id" FROM (
      SELECT ${sql.raw([...new Set([...columns, '"id"'])].join(", "))}, "latitude", "longitude" FROM ${listings} INDEXED BY ${sql.raw(walk.index)}
      WHERE ${rankIndexCondition(listings, [query.statusType])} ORDER BY ${order} LIMIT ${walked}
    )
    WHERE "latitude" >= ${south} AND "latitude" <= ${north} AND "longitude" >= ${west} AND "longitude" <= ${east}
    ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`;
}

/**
 * Ids `skip` to `skip + take` of the viewport in order, or undefined when the walked entries hold
 * fewer (a sparse view, or a deep page): then they are not known to be the first.
 */
export async function idsByRankWalk(
  db: Database,
  query: ListingSearchQuery & { bounds: MapBounds },
  skip: number,
  take: number,
): Promise<number[] | undefined> {
  // Past this, the viewport would need a tenth of its mode's listings: not worth a try.
  if (take <= 0 || skip + take > MAX_WALKED_ENTRIES / 10) return undefined;
  const ids = (await db.values<[number]>(rankWalkStatement(query, skip, take))).map(([id]) => id);
  return ids.length === take ? ids : undefined;
}
