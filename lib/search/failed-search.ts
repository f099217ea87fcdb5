/**
 * A search that failed answers with a count of -1 (the product's clients read it that way), and the
 * page then says 'Sorry, we're having a problem searching. Please try again'. -1 exists only at
 * that boundary: write it with FAILED_SEARCH_TOTAL and test it with isFailedSearch, nowhere as a
 * bare number.
 */
export const FAILED_SEARCH_TOTAL = -1;

export function isFailedSearch(total: number | undefined): boolean {
  return total === FAILED_SEARCH_TOTAL;
}
