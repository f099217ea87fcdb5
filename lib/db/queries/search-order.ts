import { sql, type SQL } from "drizzle-orm";
import type { SortOrder } from "@/lib/search/sort";
import { listings } from "../schema";
import type { StatusType } from "./listings";

/**
 * ORDER BY for every sort order of the spec. Each ends on the id, so equal keys keep one order
 * from page to page (no listing shows twice or never while paging). Listings without the sort
 * key (no price, no open home, no auction) go last, whatever the direction.
 */
export function searchOrderBy(sort: SortOrder, statusType: StatusType, now: number): SQL[] {
  const id = (direction: "ASC" | "DESC") => sql`${listings.id} ${sql.raw(direction)}`;
  const newest = [sql`${listings.listedAt} DESC`, id("DESC")];
  const completedAt = statusType === "leased" ? listings.leasedAt : listings.soldAt;
  switch (sort) {
    case "cheapest":
    case "lowestSoldPrice":
      // `price` is the sold price on sold listings and the weekly rent on leased ones.
      return [sql`${listings.price} ASC NULLS LAST`, id("ASC")];
    case "expensive":
    case "highestSoldPrice":
      return [sql`${listings.price} DESC NULLS LAST`, id("DESC")];
    case "newest":
      return newest;
    case "oldest":
      return [sql`${listings.listedAt} ASC`, id("ASC")];
    case "nextInspection":
      return [sql`CASE WHEN ${listings.nextInspectionAt} >= ${now} THEN ${listings.nextInspectionAt} END ASC NULLS LAST`, id("ASC")];
    case "nextAuction":
      return [sql`CASE WHEN ${listings.auctionAt} >= ${now} THEN ${listings.auctionAt} END ASC NULLS LAST`, id("ASC")];
    case "recentlySoldOrLeased":
      return statusType === "sold" || statusType === "leased" ? [sql`${completedAt} DESC NULLS LAST`, id("DESC")] : newest;
    case "hasVideos":
      return [sql`${listings.hasVideo} DESC`, ...newest];
    case "hasAVirtualTour":
      return [sql`${listings.hasVirtualTour} DESC`, ...newest];
    case "homesForYou":
      // `boost` is the paid tier plus freshness the seed and the listing pipeline maintain.
      return [sql`${listings.boost} DESC`, ...newest];
    case "soldHomesForYou":
      return [sql`${listings.boost} DESC`, sql`${completedAt} DESC NULLS LAST`, id("DESC")];
  }
}
