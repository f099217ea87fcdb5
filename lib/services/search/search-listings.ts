import { queryListingSearch } from "../../db/queries/search/listing-search";
import { getOfficeIdBySlugOrId } from "../../db/queries/search/locations";
import { MAX_PAGE } from "../../search/limits";
import { normaliseFilter } from "../../search/normalise";
import { pageNumber, searchFilterSchema, type SearchFilter, type SearchFilterInput } from "../../search/filter";
import type { ServiceContext } from "../context";
import { toListing } from "../listings/listing";
import { toListingSearchQuery } from "./listing-search-query";
import { expandSearchPlaces, type ResolvedPlaces } from "./search-places";
import { FAILED_SEARCH_TOTAL } from "../../search/failed-search";
import { bedroomFacets, propertyTypeFacets, type SearchResult } from "./search-result";
import { reportUnexpected } from "@/lib/observability/log";

export const DRAWN_AREA_TRUNCATED_WARNING =
  "The drawn area holds too many listings to count exactly; draw a smaller area for complete results";
export const OFFICE_NOT_FOUND_WARNING = "No office matches this search";

/**
 * Runs a search for a filter: the page of listings, the total, the filtered
 * median price and the property-type and bedroom facets of the same set.
 *
 * An invalid filter throws its ZodError (the API turns it into a user-input error). A database
 * failure does not throw: the result has total -1, which the page shows as the spec's
 * "Sorry, we're having a problem searching. Please try again".
 */
export async function searchListings(ctx: ServiceContext, input: SearchFilterInput): Promise<SearchResult> {
  const filter = normaliseFilter(searchFilterSchema.parse(input));
  try {
    return await runSearch(ctx, filter);
  } catch (error) {
    reportUnexpected("search failed", error);
    return failedSearch(filter);
  }
}

export function failedSearch(filter: SearchFilter): SearchResult {
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

/** Places and office of a filter; shared with the map markers so both search the same set. */
export async function resolveSearchScope(
  ctx: ServiceContext,
  filter: SearchFilter,
): Promise<ResolvedPlaces & { officeId?: number; officeMissing: boolean }> {
  const [resolved, officeId] = await Promise.all([
    expandSearchPlaces(ctx, filter),
    filter.context === "Office" && filter.office ? getOfficeIdBySlugOrId(ctx.db, filter.office) : undefined,
  ]);
  const officeMissing = filter.context === "Office" && officeId === undefined;
  return { ...resolved, ...(officeId !== undefined ? { officeId } : {}), officeMissing };
}

async function runSearch(ctx: ServiceContext, filter: SearchFilter): Promise<SearchResult> {
  const scope = await resolveSearchScope(ctx, filter);
  const currentPage = pageNumber(filter);
  const base = {
    surroundingLevel: scope.surroundingLevel,
    isSurroundSearch: scope.surroundingSuburbIds.length > 0,
    searchLocations: scope.searchLocations,
  };
  if (scope.officeMissing) {
    return { ...failedSearch(filter), ...base, total: 0, warnings: [OFFICE_NOT_FOUND_WARNING] };
  }
  const result = await queryListingSearch(ctx.db, toListingSearchQuery(filter, scope, ctx.now));
  const suburbs = await ctx.loaders.location.loadMany([...new Set(result.rows.map((row) => row.suburbId))]);
  const suburbName = new Map(
    suburbs.flatMap((suburb) => (suburb && !(suburb instanceof Error) ? [[suburb.id, suburb]] : [])),
  );
  for (const row of result.rows) ctx.loaders.listing.prime(row.id, row);
  return {
    ...base,
    total: result.total,
    listings: result.rows.map((row) => toListing(row, suburbName.get(row.suburbId) ?? { name: row.postcode })),
    prices: { median: result.medianPrice },
    filters: { propertyTypes: propertyTypeFacets(result.byPropertyType), bedrooms: bedroomFacets(result.byBedrooms) },
    pagination: {
      currentPage,
      totalPages: Math.min(MAX_PAGE, Math.ceil(result.total / filter.paging.take)),
      pageSize: filter.paging.take,
    },
    warnings: [...scope.warnings, ...(result.truncated ? [DRAWN_AREA_TRUNCATED_WARNING] : [])],
  };
}
