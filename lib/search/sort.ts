import { isCompletedMode, type SearchMode } from "./search-mode";
import type { SearchContext } from "./search-context";

/** The 13 sort orders, as the API and the `sort` URL parameter name them. */
export const SORT_ORDERS = [
  "cheapest",
  "expensive",
  "hasAVirtualTour",
  "hasVideos",
  "highestSoldPrice",
  "homesForYou",
  "lowestSoldPrice",
  "newest",
  "nextAuction",
  "nextInspection",
  "oldest",
  "recentlySoldOrLeased",
  "soldHomesForYou",
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * Numeric sort codes, fixed because a URL's `sort` may carry the code. "Boosted" is the
 * homes-for-you ranking, "Inspections" and "Auctions" are next inspection / next auction. Code 11 is unused.
 */
export const SORT_CODES: Record<SortOrder, number> = {
  expensive: 1,
  cheapest: 2,
  oldest: 3,
  newest: 4,
  homesForYou: 5,
  nextInspection: 6,
  recentlySoldOrLeased: 7,
  nextAuction: 8,
  hasAVirtualTour: 9,
  hasVideos: 10,
  highestSoldPrice: 12,
  lowestSoldPrice: 13,
  soldHomesForYou: 14,
};

const LIVE_SORTS: readonly SortOrder[] = [
  "homesForYou",
  "newest",
  "oldest",
  "cheapest",
  "expensive",
  "nextInspection",
  "nextAuction",
  "hasAVirtualTour",
  "hasVideos",
];
const COMPLETED_SORTS: readonly SortOrder[] = [
  "recentlySoldOrLeased",
  "soldHomesForYou",
  "highestSoldPrice",
  "lowestSoldPrice",
];

/** Sorts that make sense for a mode: sold prices only exist on sold/leased results. */
export function sortOrdersFor(mode: SearchMode): readonly SortOrder[] {
  return isCompletedMode(mode) ? COMPLETED_SORTS : LIVE_SORTS;
}

/**
 * Default sort (documented in docs/search-urls.md):
 * - buy/rent: homesForYou, the boosted ranking;
 * - sold/leased (any context): recentlySoldOrLeased, because visitors read sold results as
 *   "what went lately";
 * - office buy/rent: newest, because an office page lists one office's own stock and boosting
 *   between its own listings means nothing.
 */
export function defaultSortOrder(mode: SearchMode, context: SearchContext): SortOrder {
  if (isCompletedMode(mode)) return "recentlySoldOrLeased";
  return context === "Office" ? "newest" : "homesForYou";
}

export function sortOrderForCode(code: number): SortOrder | undefined {
  return SORT_ORDERS.find((order) => SORT_CODES[order] === code);
}

/** Reads a sort from a URL: the order name in any letter case, or its numeric code. */
export function parseSortOrder(value: string): SortOrder | undefined {
  if (/^\d{1,2}$/.test(value)) return sortOrderForCode(Number(value));
  const lower = value.toLowerCase();
  return SORT_ORDERS.find((order) => order.toLowerCase() === lower);
}
