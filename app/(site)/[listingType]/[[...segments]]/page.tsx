import { Suspense } from "react";
import type { Metadata } from "next";
import { searchHeading, searchMetaDescription, searchTitle } from "@/lib/search/search-text";
import { resultsViewOf } from "@/lib/search/results-view";
import { ListingGridSkeleton } from "../../_components/listing-card/listing-grid";
import { ListMapToggle } from "../../_components/search-map/list-map-toggle";
import { SearchForm } from "./_search-form/search-form";
import { parseSearchPage, resolveSearchPlaces, searchPageArgs, type SearchPageProps } from "./search-route";
import { SearchResults } from "./search-results";
import styles from "./results.module.css";

export async function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  const { listingType, segments, query } = await searchPageArgs(props);
  const { filter, canonicalUrl, indexable } = await resolveSearchPlaces(listingType, segments, query);
  return {
    // The total is not known before the results stream, so the title leaves out counts.
    title: { absolute: searchTitle({ filter }) },
    description: searchMetaDescription({ filter }),
    alternates: { canonical: canonicalUrl },
    robots: indexable ? undefined : { index: false, follow: true },
  };
}

/**
 * The results page. Its shell (heading, filters, sort) comes from the URL alone and is sent at
 * once; the places' database names, the count, facets and cards stream in behind it, so a slow
 * database delays the results, never the first byte.
 */
export default async function SearchPage(props: SearchPageProps) {
  const { listingType, segments, query, searchParams } = await searchPageArgs(props);
  const { filter, warnings } = parseSearchPage(listingType, segments, query);
  const view = resultsViewOf(searchParams);
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.heading} data-testid="search-heading">
          <Suspense fallback={searchHeading({ filter })}>
            <ResolvedHeading listingType={listingType} segments={segments} query={query} />
          </Suspense>
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
        <ResolvedResults listingType={listingType} segments={segments} query={query} view={view} />
      </Suspense>
    </div>
  );
}

interface RouteArgs {
  listingType: string;
  segments: readonly string[];
  query: string;
}

/** The heading with the places' real names once they are known (the slug-based one until then). */
async function ResolvedHeading(args: RouteArgs) {
  const { filter } = await resolveSearchPlaces(args.listingType, args.segments, args.query);
  return searchHeading({ filter });
}

async function ResolvedResults(args: RouteArgs & { view: ReturnType<typeof resultsViewOf> }) {
  const { filter } = await resolveSearchPlaces(args.listingType, args.segments, args.query);
  return <SearchResults filter={filter} view={args.view} />;
}
