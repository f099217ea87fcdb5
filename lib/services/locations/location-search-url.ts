import { buildFacetUrl } from "../../search/facet-url";
import { defaultSearchFilter } from "../../search/filter";
import type { SearchMode } from "../../search/search-mode";

/** A location's canonical results page in one mode (e.g. /for-sale/bondi-nsw-2026/real-estate). */
export function locationSearchUrl(mode: SearchMode, locationSlug: string): string {
  const built = buildFacetUrl({
    ...defaultSearchFilter(mode),
    locationSearchContext: { includeSurroundingSuburbs: true, searchLocations: [{ slug: locationSlug }] },
  });
  return built.url ?? "/";
}
