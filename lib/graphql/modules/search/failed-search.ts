import type { SearchFilter } from "../../../search/filter";
import { emptySearchResult, type SearchResult } from "../../../services/search/search-result";

/**
 * A search that failed answers GraphQL with a count of -1: the product's clients read -1 as "the
 * search failed" and show 'Sorry, we're having a problem searching. Please try again'. The
 * services return a Failure (UNAVAILABLE) instead; -1 exists only here, where it leaves the server.
 */
export const FAILED_SEARCH_TOTAL = -1;

export function failedSearchResult(filter: SearchFilter): SearchResult {
  return { ...emptySearchResult(filter), total: FAILED_SEARCH_TOTAL };
}
