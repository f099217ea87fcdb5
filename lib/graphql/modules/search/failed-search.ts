import { pageNumber, type SearchFilter } from "../../../search/filter";
import type { SearchResult } from "../../../services/search/search-result";

/**
 * A search that failed answers GraphQL with a count of -1: the product's clients read -1 as "the
 * search failed" and show 'Sorry, we're having a problem searching. Please try again'. The
 * services return a Failure (UNAVAILABLE) instead; -1 exists only here, where it leaves the server.
 */
export const FAILED_SEARCH_TOTAL = -1;

export function failedSearchResult(filter: SearchFilter): SearchResult {
  return {
    total: FAILED_SEARCH_TOTAL,
    listings: [],
    prices: { median: null },
    filters: { propertyTypes: [], bedrooms: [] },
    pagination: { currentPage: pageNumber(filter), totalPages: 0, pageSize: filter.paging.take },
    surroundingLevel: 0,
    isSurroundSearch: false,
    searchLocations: [],
    warnings: [],
  };
}
