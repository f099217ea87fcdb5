import { Suspense } from "react";
import type { Metadata } from "next";
import { searchHeading, searchMetaDescription, searchTitle } from "@/lib/search/search-text";
import { ListingGridSkeleton } from "../../_components/listing-card/listing-grid";
import { ListMapToggle } from "../../_components/search-map/list-map-toggle";
import { resultsViewOf } from "@/lib/search/results-view";
import { SearchForm } from "./_search-form/search-form";
import { readSearchPage, type SearchPageProps } from "./search-route";
import { SearchResults } from "./search-results";
import styles from "./results.module.css";

export async function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  const { filter, canonicalUrl, indexable } = await readSearchPage(props);
  return {
    // The total is not known before the results stream, so the title omits "Page N of M" counts
    // it cannot know; later pages still say which page they are.
    title: { absolute: searchTitle({ filter }) },
    description: searchMetaDescription({ filter }),
    alternates: { canonical: canonicalUrl },
    robots: indexable ? undefined : { index: false, follow: true },
  };
}

export default async function SearchPage(props: SearchPageProps) {
  const [{ filter, warnings }, searchParams] = await Promise.all([readSearchPage(props), props.searchParams]);
  const view = resultsViewOf(searchParams);
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.heading} data-testid="search-heading">
          {searchHeading({ filter })}
        </h1>
        <ListMapToggle />
      </div>
      <SearchForm filter={filter} view={view} />
      {warnings.length > 0 && (
        <p className={styles.warning} role="status">
          Some of this search could not be used: {warnings.join("; ")}.
        </p>
      )}
      {/* The list shows a skeleton for each new search; the map stays mounted (same key) so a
          'Mapped Area' search keeps the camera where the user left it and only swaps markers. */}
      <Suspense key={view === "map" ? "map" : JSON.stringify(filter)} fallback={<ListingGridSkeleton count={6} />}>
        <SearchResults filter={filter} view={view} />
      </Suspense>
    </div>
  );
}
