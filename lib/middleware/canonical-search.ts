import { parseSearchUrl } from "../search/parse-search-url";
import { searchModeForSegment, searchTypeBasePath } from "../search/search-mode";
import { buildFacetUrl } from "../search/facet-url";
import { defaultSearchFilter } from "../search/filter";
import type { SearchMode } from "../search/search-mode";
import { resultsViewOf, withResultsView } from "../search/results-view";

/** The navigation's short search paths (/buy, /rent, /sold, /leased) and what they mean. */
const SHORT_SEARCH_PATHS: Record<string, SearchMode> = { buy: "Buy", rent: "Rent", sold: "Sold", leased: "Leased" };

/**
 * Where a search URL should permanently live, or null when it is already there (or is not a
 * search URL at all: the page then decides, usually a 404). Pure, so middleware stays cheap and
 * this is tested without a server.
 */
export function canonicalSearchRedirect(pathname: string, search: string): string | null {
  const first = pathname.split("/")[1]?.toLowerCase() ?? "";
  const shortMode = SHORT_SEARCH_PATHS[first];
  if (shortMode && pathname.replace(/\/+$/, "").toLowerCase() === `/${first}`) {
    const built = buildFacetUrl(defaultSearchFilter(shortMode));
    return "url" in built ? built.url + (search && search !== "?" ? search : "") : searchTypeBasePath(first);
  }
  if (!searchModeForSegment(first) && first !== "real-estate-agency") return null;
  const parsed = parseSearchUrl(pathname + search);
  if (!parsed.ok || parsed.isCanonical || !parsed.redirectTo) return null;
  // The list/map choice is not part of the search; keep it across the redirect.
  return resultsViewOf(new URLSearchParams(search)) === "map"
    ? withResultsView(parsed.redirectTo, "map")
    : parsed.redirectTo;
}
