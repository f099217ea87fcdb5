import { ALL_PROPERTY_TYPES_SLUG } from "../listings/property-types";
import { FACETED_SEGMENTS, isCompletedMode, type SearchMode } from "./search-mode";

/** Where a home is listed: the search mode its status puts it in. */
export type ListingStatus = "buy" | "rent" | "sold" | "leased";

/**
 * The search modes whose pages a change to a home with this status (now, or when it was taken
 * down) can alter: its own, and for a sale or a lease also the mode it just left.
 */
export function modesShowing(status: ListingStatus): SearchMode[] {
  switch (status) {
    case "buy":
      return ["Buy"];
    case "rent":
      return ["Rent"];
    case "sold":
      return ["Sold", "Buy"];
    case "leased":
      return ["Leased", "Rent"];
  }
}

/**
 * The canonical search pages that list a place's homes of every type in these modes, as list and
 * map: the most visited pages a change to a home there makes stale. Buy and rent pages carry the
 * all-types segment (`/for-sale/{place}/real-estate`); sold and leased pages do not. (A filtered
 * page of the same place is fresh again within 30 s, docs/page-cache.md.)
 */
export function locationSearchPaths(slug: string, modes: readonly SearchMode[]): string[] {
  return modes.flatMap((mode) => {
    const path = `/${FACETED_SEGMENTS[mode]}/${slug}${isCompletedMode(mode) ? "" : `/${ALL_PROPERTY_TYPES_SLUG}`}`;
    return [path, `${path}?view=map`];
  });
}
