import Link from "next/link";
import { runOperation } from "@/lib/graphql/server";
import { HomePageDocument, ListingSearchDocument } from "@/lib/graphql/generated/operations";
import type { SearchFilter } from "@/lib/search/filter";
import { buildFacetUrl } from "@/lib/search/facet-url";
import { PAGE_SIZE } from "@/lib/search/limits";
import { searchResultsSummary } from "@/lib/search/search-text";
import { ListingGrid } from "../../_components/listing-card/listing-grid";
import styles from "./results.module.css";

function pageUrl(filter: SearchFilter, page: number): string | undefined {
  const built = buildFacetUrl({ ...filter, paging: { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE } });
  return "url" in built ? built.url : undefined;
}

/** The slow part of the page, streamed after the heading. */
export async function SearchResults({ filter, page }: { filter: SearchFilter; page: number }) {
  const slugs = filter.locationSearchContext.searchLocations.map((l) => l.slug);
  if (slugs.length === 0) {
    const { homePageListings } = await runOperation(HomePageDocument, { searchMode: filter.searchMode, take: 24 });
    return (
      <>
        <p className={styles.summary}>The newest listings across Australia. Choose a suburb to see everything there.</p>
        <ListingGrid listings={homePageListings} firstIsLcp />
      </>
    );
  }
  const { listingSearch } = await runOperation(ListingSearchDocument, {
    input: { searchMode: filter.searchMode, locations: slugs, page },
  });
  const { total, pagination, listings } = listingSearch;
  const previous = page > 1 ? pageUrl(filter, page - 1) : undefined;
  const next = page < pagination.totalPages ? pageUrl(filter, page + 1) : undefined;
  return (
    <>
      <p className={styles.summary} data-testid="results-summary">
        {searchResultsSummary({ filter, total, totalPages: pagination.totalPages })}
      </p>
      <ListingGrid listings={listings} firstIsLcp />
      {pagination.totalPages > 1 && (
        <nav aria-label="Pages" className={styles.pagination}>
          {previous && <Link href={previous}>Previous</Link>}
          <span aria-current="page">
            Page {pagination.currentPage} of {pagination.totalPages}
          </span>
          {next && <Link href={next}>Next</Link>}
        </nav>
      )}
    </>
  );
}
