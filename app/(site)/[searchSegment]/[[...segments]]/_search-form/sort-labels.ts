import type { SortOrder } from "@/lib/search/sort";

/** How each sort order reads in the sort control. */
export const SORT_LABELS: Record<SortOrder, string> = {
  homesForYou: "Featured",
  soldHomesForYou: "Featured",
  newest: "Newest",
  oldest: "Oldest",
  cheapest: "Price (low to high)",
  expensive: "Price (high to low)",
  nextInspection: "Next inspection",
  nextAuction: "Next auction",
  hasAVirtualTour: "Virtual tours first",
  hasVideos: "Videos first",
  recentlySoldOrLeased: "Recently sold or leased",
  highestSoldPrice: "Sold price (high to low)",
  lowestSoldPrice: "Sold price (low to high)",
};
