import type { SearchFilterInput } from "./filter";
import { buildFacetUrl } from "./facet-url";
import { urlPageNumber } from "./normalise";
import { filterQueryEntries, queryString } from "./query-params";
import { LOCATION_RESULTS_SEGMENTS } from "./search-mode";
import { joinPath, propertyTypeSegment, readFilterForUrl, withoutPathPropertyType } from "./url-parts";

/**
 * The location-results URL of spec section 2:
 * `/properties-for-sale/bondi-nsw-2026/real-estate`, `/sold-properties/melbourne-vic-3000`.
 * Everything but the first location and a single property type is in the query string:
 * extra locations in `suburbs`, `surrounding=false`, filters, `page`.
 * Office searches only have the faceted form, so they get buildFacetUrl's URL.
 * Returns undefined for anything that is not a valid filter (never throws).
 */
export function buildSearchUrl(input: SearchFilterInput | unknown): string | undefined {
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
