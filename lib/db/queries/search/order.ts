import { sql, type SQL } from "drizzle-orm";
import type { SortOrder } from "@/lib/search/sort";
import { listings } from "../../schema";
import type { StatusType } from "../listings/listings";
import { integerList } from "./conditions";
import type { ListingSearchQuery } from "./query";

/**
 * Every sort order as a list of keys, from which the SQL ORDER BY is made (the
 * oracle tests order the same way in JavaScript). Each order ends on the id, so equal keys keep one order from page to page (no
 * listing shows twice or never while paging). Listings without the sort key (no price, no open
 * home, no auction) go last, whatever the direction.
 */
export const SORT_COLUMNS = {
  price: listings.price,
  listedAt: listings.listedAt,
  nextInspectionAt: listings.nextInspectionAt,
  auctionAt: listings.auctionAt,
  soldAt: listings.soldAt,
  leasedAt: listings.leasedAt,
  hasVideo: listings.hasVideo,
  hasVirtualTour: listings.hasVirtualTour,
  boost: listings.boost,
  id: listings.id,
} as const;
export type SortColumn = keyof typeof SORT_COLUMNS;

export interface SortKey {
  column: SortColumn;
  direction: "ASC" | "DESC";
  /** The column may be null (or, with `upcoming`, count as null): those rows go last. */
  nullsLast?: true;
  /** Only times from `now` on count ("next open home"); earlier ones are treated as none. */
  upcoming?: true;
}

export function searchSortKeys(sort: SortOrder, statusType: StatusType): SortKey[] {
  const id = (direction: "ASC" | "DESC"): SortKey => ({ column: "id", direction });
  const newest: SortKey[] = [{ column: "listedAt", direction: "DESC" }, id("DESC")];
  const completedAt: SortColumn = statusType === "leased" ? "leasedAt" : "soldAt";
  switch (sort) {
    case "cheapest":
    case "lowestSoldPrice":
      // `price` is the sold price on sold listings and the weekly rent on leased ones.
      return [{ column: "price", direction: "ASC", nullsLast: true }, id("ASC")];
    case "expensive":
    case "highestSoldPrice":
      return [{ column: "price", direction: "DESC", nullsLast: true }, id("DESC")];
    case "newest":
      return newest;
    case "oldest":
      return [{ column: "listedAt", direction: "ASC" }, id("ASC")];
    case "nextInspection":
      return [{ column: "nextInspectionAt", direction: "ASC", nullsLast: true, upcoming: true }, id("ASC")];
    case "nextAuction":
      return [{ column: "auctionAt", direction: "ASC", nullsLast: true, upcoming: true }, id("ASC")];
    case "recentlySoldOrLeased":
      return statusType === "sold" || statusType === "leased"
        ? [{ column: completedAt, direction: "DESC", nullsLast: true }, id("DESC")]
        : newest;
    case "hasVideos":
      return [{ column: "hasVideo", direction: "DESC" }, ...newest];
    case "hasAVirtualTour":
      return [{ column: "hasVirtualTour", direction: "DESC" }, ...newest];
    case "homesForYou":
      // `boost` is the paid tier plus freshness the seed and the listing pipeline maintain.
      return [{ column: "boost", direction: "DESC" }, ...newest];
    case "soldHomesForYou":
      return [
        { column: "boost", direction: "DESC" },
        { column: completedAt, direction: "DESC", nullsLast: true },
        id("DESC"),
      ];
  }
}

/** A key's direction as ORDER BY writes it ("DESC NULLS LAST"). */
export const keyDirection = (key: SortKey) => (key.nullsLast ? `${key.direction} NULLS LAST` : key.direction);

function keySql(key: SortKey, now: number, byArea: boolean): SQL {
  const column = byArea ? sql`+${SORT_COLUMNS[key.column]}` : sql`${SORT_COLUMNS[key.column]}`;
  const value = key.upcoming ? sql`CASE WHEN ${column} >= ${now} THEN ${column} END` : column;
  return sql`${value} ${sql.raw(keyDirection(key))}`;
}

/**
 * ORDER BY for a sort order. For a map or a drawn area (`byArea`) the keys are written `+column`
 * (the same value): without statistics SQLite would otherwise walk a wide viewport in the order
 * of `listings_status_listed_idx` and test every listing of the mode against the viewport,
 * instead of reading the viewport's ranges of the area index, the plan it picks with them.
 */
export function searchOrderBy(sort: SortOrder, statusType: StatusType, now: number, byArea = false): SQL[] {
  return searchSortKeys(sort, statusType).map((key) => keySql(key, now, byArea));
}

/**
 * A search of a suburb with its surrounding suburbs, in the default order, lists the suburb's own
 * listings first: a buyer who asked for Bondi expects Bondi, and the neighbours are there to
 * widen the choice, not to lead it. The key is `suburb_id IN (<surrounding>)` (0 for the searched
 * suburbs, 1 for the neighbours) ahead of the order's own keys. It costs nothing measurable: the
 * suburb index reads the same entries and a place search of several suburbs sorts them anyway
 * (one index range per suburb gives no single order). Other sorts are an explicit choice of
 * order and stay as chosen; counts and facets do not depend on the order.
 */
export function searchedSuburbsFirst(query: Pick<ListingSearchQuery, "sort" | "places">): SQL[] {
  const surrounding = query.places?.surroundingSuburbIds ?? [];
  if (query.sort !== "homesForYou" || surrounding.length === 0) return [];
  return [sql`${listings.suburbId} IN (${integerList(surrounding)}) ASC`];
}
