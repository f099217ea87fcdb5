import { ALL_PROPERTY_TYPES_SLUG } from "../listings/property-types";
import { FACETED_SEGMENTS, isCompletedMode, type SearchMode } from "./search-mode";

/**
 * The canonical search pages that list a place's homes of every type, in each mode and as list
 * and map: the most visited pages a change to a home there makes stale. Buy and rent pages carry
 * the all-types segment (`/for-sale/{place}/real-estate`); sold and leased pages do not. (A
 * filtered page of the same place is fresh again within 30 s, docs/page-cache.md.)
 */
export function locationSearchPaths(slug: string): string[] {
  return (Object.keys(FACETED_SEGMENTS) as SearchMode[]).flatMap((mode) => {
    const path = `/${FACETED_SEGMENTS[mode]}/${slug}${isCompletedMode(mode) ? "" : `/${ALL_PROPERTY_TYPES_SLUG}`}`;
    return [path, `${path}?view=map`];
  });
}
