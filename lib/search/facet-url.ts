import type { SearchFilterInput } from "./filter";
import { CANONICAL_FACET_LIMIT, NON_CANONICAL_FACETS_ERROR, splitCanonicalFacets } from "./facets";
import { urlPageNumber } from "./normalise";
import { filterQueryEntries, queryString } from "./query-params";
import { FACETED_SEGMENTS } from "./search-mode";
import {
  joinPath,
  OFFICE_SEARCH_ROOT,
  propertyTypeSegment,
  readFilterForUrl,
  withoutPathPropertyType,
} from "./url-parts";

/** The URL, or why there is none: `url` is undefined whenever `error` is set. */
export type FacetUrlResult = { url: string; error?: undefined } | { url?: undefined; error: string };

export interface FacetUrlOptions {
  /** Only the path form: fail with NON_CANONICAL_FACETS_ERROR if anything needs the query string. */
  canonicalOnly?: boolean;
}

/** Page segment key: the path carries `page-N`, the page key, a dash and the number. */
export const PAGE_SEGMENT_PREFIX = "page-";

/**
 * The faceted (canonical) search URL:
 * `/{for-sale|for-rent|sold-properties|leased-properties}[/{location}][/{type}][/{facets}][/page-N][?query]`
 * or, for an office, `/real-estate-agency/{office}/{mode segment}/…`.
 */
export function buildFacetUrl(input: SearchFilterInput | unknown, options: FacetUrlOptions = {}): FacetUrlResult {
  try {
    const read = readFilterForUrl(input);
    if (!read.ok) return { error: read.error };
    const filter = read.filter;
    const slugs = filter.locationSearchContext.searchLocations.map((location) => location.slug);
    const office = filter.context === "Office" ? filter.office : undefined;
    // An office page replaces the location slug, so every location becomes a suburbs entry.
    const pathSlug = office ? undefined : slugs[0];
    const suburbs = office ? slugs : slugs.slice(1);
    const { tokens, rest } = splitCanonicalFacets(withoutPathPropertyType(filter), CANONICAL_FACET_LIMIT);
    const query = filterQueryEntries(rest, suburbs);
    if (options.canonicalOnly && query.length > 0) return { error: NON_CANONICAL_FACETS_ERROR };
    const page = urlPageNumber(filter);
    const path = joinPath([
      ...(office ? [OFFICE_SEARCH_ROOT, office.slug] : []),
      FACETED_SEGMENTS[filter.searchMode],
      pathSlug,
      propertyTypeSegment(filter),
      tokens.join("-") || undefined,
      query.length === 0 && page > 1 ? `${PAGE_SEGMENT_PREFIX}${page}` : undefined,
    ]);
    if (query.length === 0) return { url: path };
    const pageQuery = page > 1 ? `&page=${page}` : "";
    return { url: `${path}?${queryString(query)}${pageQuery}` };
  } catch {
    // Builders return nothing on any internal error.
    return { error: "The search URL could not be built" };
  }
}

/** Whether every filter of a search fits in the canonical path. */
export function hasOnlyCanonicalFacets(input: SearchFilterInput | unknown): boolean {
  return buildFacetUrl(input, { canonicalOnly: true }).url !== undefined;
}
