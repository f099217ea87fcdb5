import Link from "next/link";
import type { SearchFilter } from "@/lib/search/filter";
import type { MapMarker } from "@/lib/services/search/map-markers";
import { buildFacetUrl } from "@/lib/search/facet-url";
import { PAGE_SIZE } from "@/lib/search/limits";
import { SEARCH_FAILED_MESSAGE, searchResultsSummary } from "@/lib/search/search-text";
import { formatPriceShort } from "@/lib/format/price";
import { formatCount, formatNumber } from "@/lib/format/numbers";
import { propertyTypeByApiName } from "@/lib/listings/property-types";
import { ListingGrid } from "../../_components/listing-card/listing-grid";
import { withResultsView, type ResultsView } from "@/lib/search/results-view";
import { ResultsMap } from "./results-map";
import { ResultsArrived } from "./results-arrived";
import { SaveSearch } from "../../_components/save-search/save-search";
import type { SearchResultsOutcome } from "./search-route";
import styles from "./results.module.css";

function searchUrl(filter: SearchFilter, view: ResultsView, page = 1): string | undefined {
  const built = buildFacetUrl({ ...filter, paging: { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE } });
  return built.url ? withResultsView(built.url, view) : undefined;
}

/**
 * The slow part of the results page, streamed after the heading and the filters (`search` is the
 * page's one search, shared with the metadata's page count; `markers` the map view's): the
 * summary, a "refine" row of facet counts from the same filtered set, the cards (or the map) and
 * paging. A search that failed shows only the product's sentence for it.
 */
export async function SearchResults({
  filter,
  view,
  search,
  markers: markersLoading,
}: {
  filter: SearchFilter;
  view: ResultsView;
  search: Promise<SearchResultsOutcome>;
  markers?: Promise<MapMarker[]>;
}) {
  const [found, markers] = await Promise.all([search, markersLoading ?? Promise.resolve([])]);
  if (!found.ok) {
    return (
      <>
        <ResultsArrived summary={SEARCH_FAILED_MESSAGE} />
        <p className={styles.failed} role="alert" data-testid="results-summary">
          {SEARCH_FAILED_MESSAGE}
        </p>
      </>
    );
  }
  const result = found.search;
  const summary = searchResultsSummary({
    filter,
    total: result.total,
    totalPages: result.pagination.totalPages,
    surroundingSuburbs: result.isSurroundSearch,
  });
  const { currentPage, totalPages } = result.pagination;
  const previous = currentPage > 1 ? searchUrl(filter, view, currentPage - 1) : undefined;
  const next = currentPage < totalPages ? searchUrl(filter, view, currentPage + 1) : undefined;
  const typeFacets = result.filters.propertyTypes.filter(
    (f) => f.count > 0 && !filter.propertyTypes.includes(f.name as never),
  );
  return (
    <>
      <ResultsArrived summary={summary} />
      <div className={styles.summaryRow}>
        <p className={styles.summary} data-testid="results-summary" role="status">
          {summary}
          {result.prices.median != null && result.total > 0 && (
            <span className={styles.median}> · Median {formatPriceShort(result.prices.median)}</span>
          )}
        </p>
        {/* Sold and leased homes are not new: only buy and rent searches by location become alerts. */}
        {(filter.searchMode === "Buy" || filter.searchMode === "Rent") && filter.context === "Location" && (
          <SaveSearch />
        )}
      </div>
      {typeFacets.length > 1 && (
        <nav aria-label="Refine by property type" className={styles.facets}>
          {typeFacets.slice(0, 8).map((facet) => {
            const type = propertyTypeByApiName(facet.name);
            const href = searchUrl(
              { ...filter, propertyTypes: [facet.name as SearchFilter["propertyTypes"][number]] },
              view,
            );
            return href && type ? (
              <Link key={facet.name} href={href} className={styles.facet}>
                {type.plural} <span className={styles.count}>{formatCount(facet.count)}</span>
              </Link>
            ) : null;
          })}
        </nav>
      )}
      {/* The cards' addresses are h3s: this names the level between them and the page's h1. */}
      <h2 className="visually-hidden">Search results</h2>
      {view === "map" ? (
        <div className={styles.mapLayout}>
          <ResultsMap
            markers={markers.map((m) => ({ ...m, id: String(m.id) }))}
            viewport={filter.map}
            shape={filter.shape}
            boundaryWkt={result.searchLocations[0]?.wellKnownText ?? undefined}
          />
          <div className={styles.mapList}>
            <ListingGrid listings={result.listings} />
          </div>
        </div>
      ) : (
        <ListingGrid listings={result.listings} firstIsLcp />
      )}
      {totalPages > 1 && (
        <nav aria-label="Pages" className={styles.pagination}>
          {previous ? (
            <Link href={previous} rel="prev" data-testid="page-previous">
              Previous
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
          <span aria-current="page">
            Page {currentPage} of {formatNumber(totalPages)}
          </span>
          {next ? (
            <Link href={next} rel="next" data-testid="page-next">
              Next
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
        </nav>
      )}
    </>
  );
}
