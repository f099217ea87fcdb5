import type { ListingSearchCounts } from "../../db/queries/search/figures";
import { normalisePropertyTypeId, propertyTypeById } from "../../listings/property-types";
import { pageNumber, type SearchFilter, type SearchLocation } from "../../search/filter";
import type { Listing } from "../listings/listing";

/** The search result, plus what the results page needs around it. */
export interface SearchResult {
  /** How many listings match (a failed search is a Failure, never a count). */
  total: number;
  listings: Listing[];
  prices: { median: number | null };
  filters: { propertyTypes: FacetCount[]; bedrooms: FacetCount[] };
  pagination: { currentPage: number; totalPages: number; pageSize: number };
  /** Nearest suburbs added per searched suburb (4 or 3), 0 for none, -2 for sold/leased. */
  surroundingLevel: number;
  isSurroundSearch: boolean;
  searchLocations: SearchLocation[];
  warnings: string[];
}

/**
 * A facet: property types by API name (`house`, subtypes folded into `land`/`rural`), bedrooms
 * by count `"0"` (studio) … `"5"` (5 or more).
 */
export interface FacetCount {
  name: string;
  count: number;
}

export function propertyTypeFacets(byPropertyType: ListingSearchCounts["byPropertyType"]): FacetCount[] {
  const folded = new Map<string, number>();
  for (const [id, count] of byPropertyType) {
    // Same naming as toListing: unknown types read as "other".
    const name = propertyTypeById(normalisePropertyTypeId(id)).apiName ?? "other";
    folded.set(name, (folded.get(name) ?? 0) + count);
  }
  return [...folded]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function bedroomFacets(byBedrooms: ListingSearchCounts["byBedrooms"]): FacetCount[] {
  return [...byBedrooms].sort(([a], [b]) => a - b).map(([bedrooms, count]) => ({ name: String(bedrooms), count }));
}

/** A result with nothing in it, on the page the filter asked for. */
export function emptySearchResult(filter: SearchFilter): SearchResult {
  return {
    total: 0,
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
