import { Suspense } from "react";
import type { Metadata } from "next";
import { searchHeading, searchMetaDescription, searchTitle } from "@/lib/search/search-text";
import { resultsViewOf } from "@/lib/search/results-view";
import { ListingGridSkeleton } from "../../_components/listing-card/listing-grid";
import { ListMapToggle } from "../../_components/search-map/list-map-toggle";
import { SearchForm } from "./_search-form/search-form";
import {
  laterPageCount,
  mapMarkersOf,
  resolveSearchPage,
  searchPageArgs,
  searchResultsOf,
  type SearchPageProps,
} from "./search-route";
import { SearchResults } from "./search-results";
import styles from "./results.module.css";

export async function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  const { searchSegment, segments, query } = await searchPageArgs(props);
  const [{ filter, canonicalUrl, indexable }, totalPages] = await Promise.all([
    resolveSearchPage(searchSegment, segments, query),
    laterPageCount(searchSegment, segments, query),
  ]);
  return {
    // A later page's title says "Page N of M"; the first page's needs no count.
    title: { absolute: searchTitle({ filter, ...(totalPages !== undefined && { totalPages }) }) },
    description: searchMetaDescription({ filter }),
    alternates: { canonical: canonicalUrl },
    robots: indexable ? undefined : { index: false, follow: true },
  };
}

/**
 * The results page. Whether the page exists is decided before the first byte, so an unknown
 * place or office, or a page past the last, is a real 404 (a streamed 200 cannot become one):
 * the places and the office come from the location cache, and only a later page waits for the
 * count. The count, facets and cards then stream in behind the shell, so a slow database delays
 * the results, not the first byte.
 */
export default async function SearchPage(props: SearchPageProps) {
  const { searchSegment, segments, query, searchParams } = await searchPageArgs(props);
  const [{ filter, warnings }] = await Promise.all([
    resolveSearchPage(searchSegment, segments, query),
    laterPageCount(searchSegment, segments, query),
  ]);
  const view = resultsViewOf(searchParams);
  return (
    // data-view: on a phone the map view lays the page out differently (results.module.css).
    <div className={styles.page} data-view={view}>
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
      <Suspense key={view === "map" ? "map" : query + segments.join("/")} fallback={<ListingGridSkeleton count={6} />}>
        <SearchResults
          filter={filter}
          view={view}
          search={searchResultsOf(searchSegment, segments, query)}
          markers={view === "map" ? mapMarkersOf(searchSegment, segments, query) : undefined}
        />
      </Suspense>
    </div>
  );
}
