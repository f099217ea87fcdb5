import { queryListingSearch } from "../../db/queries/search/listing-search";
import { MAX_PAGE } from "../../search/limits";
import { normaliseFilter } from "../../search/normalise";
import { pageNumber, searchFilterSchema, type SearchFilter } from "../../search/filter";
import { SEARCH_FAILED_MESSAGE } from "../../search/search-text";
import type { ServiceContext } from "../context";
import { toListing } from "../listings/listing";
import { badInput, fail, type Failure, type Result } from "../result";
import { toListingSearchQuery } from "./listing-search-query";
import { expandSearchPlaces, type ResolvedPlaces } from "./search-places";
import { findSearchScope, OFFICE_NOT_FOUND_WARNING, type SearchScope } from "./search-scope";
import { bedroomFacets, emptySearchResult, propertyTypeFacets, type SearchResult } from "./search-result";
import { reportUnexpected } from "@/lib/observability/log";

export const DRAWN_AREA_TRUNCATED_WARNING =
  "The drawn area holds too many listings to count exactly; draw a smaller area for complete results";

/**
 * Untrusted input (GraphQL variables) as a filter: zod's check, then the normal form. A refused
 * filter is BAD_INPUT with every problem in one line, as the GraphQL API has always answered.
 */
export function readSearchFilter(input: unknown): Result<{ filter: SearchFilter }> {
  const parsed = searchFilterSchema.safeParse(input);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues.map((issue) => issue.message).join("; "));
  return { ok: true, filter: normaliseFilter(parsed.data) };
}

/** The search itself failed (the database): the product's sentence, for every edge to show or send. */
export function searchUnavailable(): Failure {
  return fail("UNAVAILABLE", SEARCH_FAILED_MESSAGE);
}

/**
 * One page of a search: the listings, the total, the filtered median price and the
 * property-type and bedroom facets of the same set.
 *
 * `filter` is already valid and normal (a parsed URL, `readSearchFilter` for GraphQL variables, an
 * API's own check): nothing here checks it again. `scope` is what the caller already looked up (a results page, before its first byte);
 * without it the places and office are looked up here. A database failure is reported and comes
 * back as UNAVAILABLE with "Sorry, we're having a problem searching. Please try again".
 */
export async function searchByFilter(
  ctx: ServiceContext,
  filter: SearchFilter,
  scope?: SearchScope,
): Promise<Result<{ search: SearchResult }>> {
  try {
    return { ok: true, search: await runSearch(ctx, filter, scope ?? (await findSearchScope(ctx, filter))) };
  } catch (error) {
    reportUnexpected("search failed", error);
    return searchUnavailable();
  }
}

/** Places widened and the office's id: shared with the map markers so both search the same set. */
export async function searchArea(
  ctx: ServiceContext,
  filter: SearchFilter,
  scope: SearchScope,
): Promise<ResolvedPlaces & { officeId?: number; officeMissing: boolean }> {
  const resolved = await expandSearchPlaces(ctx, filter, scope);
  const officeId = filter.context === "Office" ? scope.office?.id : undefined;
  const officeMissing = filter.context === "Office" && officeId === undefined;
  return { ...resolved, ...(officeId !== undefined ? { officeId } : {}), officeMissing };
}

async function runSearch(ctx: ServiceContext, filter: SearchFilter, scope: SearchScope): Promise<SearchResult> {
  const area = await searchArea(ctx, filter, scope);
  const currentPage = pageNumber(filter);
  const base = {
    surroundingLevel: area.surroundingLevel,
    isSurroundSearch: area.surroundingSuburbIds.length > 0,
    searchLocations: area.searchLocations,
  };
  if (area.officeMissing) return { ...emptySearchResult(filter), ...base, warnings: [OFFICE_NOT_FOUND_WARNING] }; // an office that does not exist: nothing to list
  const result = await queryListingSearch(ctx.db, toListingSearchQuery(filter, area, ctx.now));
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
    warnings: [...area.warnings, ...(result.truncated ? [DRAWN_AREA_TRUNCATED_WARNING] : [])],
  };
}
