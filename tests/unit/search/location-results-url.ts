import type { SearchFilterInput } from "@/lib/search/filter";
import { buildFacetUrl } from "@/lib/search/facet-url";
import { urlPageNumber } from "@/lib/search/normalise";
import { filterQueryEntries, queryString } from "@/lib/search/query-params";
import { LOCATION_RESULTS_SEGMENTS } from "@/lib/search/search-mode";
import { joinPath, propertyTypeSegment, readFilterForUrl, withoutPathPropertyType } from "@/lib/search/url-parts";

/**
 * Test helper: the location-results form of a search URL,
 * `/properties-for-sale/bondi-nsw-2026/real-estate`, `/sold-properties/melbourne-vic-3000`. The
 * product never writes this form (its links are faceted URLs) but reads it from links elsewhere
 * and redirects it, so the parser's tests build it here.
 * Everything but the first location and a single property type is in the query string:
 * extra locations in `suburbs`, `surrounding=false`, filters, `page`.
 * Office searches only have the faceted form, so they get buildFacetUrl's URL.
 * Returns undefined for anything that is not a valid filter (never throws).
 */
export function locationResultsUrl(input: SearchFilterInput | unknown): string | undefined {
  try {
    const read = readFilterForUrl(input);
    if (!read.ok) return undefined;
    const filter = read.filter;
    if (filter.context === "Office") return buildFacetUrl(filter).url;
    const [first, ...others] = filter.locationSearchContext.searchLocations.map((location) => location.slug);
    const path = joinPath([LOCATION_RESULTS_SEGMENTS[filter.searchMode], first, propertyTypeSegment(filter)]);
    const entries = filterQueryEntries(withoutPathPropertyType(filter), others);
    const page = urlPageNumber(filter);
    const query = [queryString(entries), page > 1 ? `page=${page}` : ""].filter((part) => part).join("&");
    return query ? `${path}?${query}` : path;
  } catch {
    return undefined;
  }
}
