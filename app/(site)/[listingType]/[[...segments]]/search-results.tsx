import Link from "next/link";
import { runOperation } from "@/lib/graphql/server";
import { HomePageDocument, ListingSearchDocument } from "@/lib/graphql/generated/operations";
import { ListingGrid } from "../../_components/listing-card/listing-grid";
import type { ResultsRoute } from "./results-route";
import styles from "./results.module.css";

/** The slow part of the page, streamed after the heading. */
export async function SearchResults({ route }: { route: ResultsRoute }) {
  if (route.locationSlugs.length === 0) {
    const { homePageListings } = await runOperation(HomePageDocument, { searchMode: route.searchMode, take: 24 });
    return (
      <>
        <p className={styles.summary}>The newest listings across Australia. Choose a suburb to see everything there.</p>
        <ListingGrid listings={homePageListings} firstIsLcp />
      </>
    );
  }
  const { listingSearch } = await runOperation(ListingSearchDocument, {
    input: { searchMode: route.searchMode, locations: route.locationSlugs, page: route.page },
  });
  const { total, pagination, listings } = listingSearch;
  return (
    <>
      <p className={styles.summary} data-testid="results-summary">
        {total === 0
          ? "No properties found, change your filters or zoom out."
          : `${total.toLocaleString("en-AU")} ${total === 1 ? "property" : "properties"}${pagination.totalPages > 1 ? ` · Page ${pagination.currentPage} of ${pagination.totalPages}` : ""}`}
      </p>
      <ListingGrid listings={listings} firstIsLcp />
      {pagination.totalPages > 1 && (
        <nav aria-label="Pages" className={styles.pagination}>
          {pagination.currentPage > 1 && <Link href={`?page=${pagination.currentPage - 1}`}>Previous</Link>}
          <span aria-current="page">
            Page {pagination.currentPage} of {pagination.totalPages}
          </span>
          {pagination.currentPage < pagination.totalPages && <Link href={`?page=${pagination.currentPage + 1}`}>Next</Link>}
        </nav>
      )}
    </>
  );
}
