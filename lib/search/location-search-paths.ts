import { FACETED_SEGMENTS } from "./search-mode";

/**
 * The shared search pages that list a place's homes without filters, in each mode and as list and
 * map: what a change to a home there makes stale. (A filtered page of the same place is reached
 * by its purge tag in production, docs/page-cache.md, and is fresh again within 30 s everywhere.)
 */
export function locationSearchPaths(slug: string): string[] {
  return Object.values(FACETED_SEGMENTS).flatMap((segment) => [`/${segment}/${slug}`, `/${segment}/${slug}?view=map`]);
}
