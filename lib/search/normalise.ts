import { PROPERTY_FEATURES } from "@/lib/listings/features";
import { PROPERTY_TYPES } from "@/lib/listings/property-types";
import type { DateFilter, MapViewport, NumberRange, SearchFilter, SearchLocation } from "./filter";
import { MAX_PAGE, PAGE_SIZE } from "./limits";
import { roundCoordinate, roundShape } from "./polyline";
import { normaliseRoomCount } from "./room-count";
import { parseLocationSlug } from "./search-location";
import { defaultSortOrder, sortOrdersFor } from "./sort";

/**
 * One normal form per meaning, so that two filters that search the same thing compare equal
 * and build the same URL. Only type imports from filter.ts: filter.ts calls this module.
 */

function inOrder<T>(values: readonly T[], order: readonly T[]): T[] {
  const present = new Set(values);
  return order.filter((value) => present.has(value));
}

/** Zero is "no bound"; a reversed range is swapped rather than rejected. */
function normaliseRange(range: NumberRange): NumberRange {
  const bounds = [range.min, range.max].map((value) => (value ? value : undefined));
  let [min, max] = bounds;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

function normaliseDates(filter: DateFilter | undefined): DateFilter | undefined {
  if (!filter) return undefined;
  // "" sorts first, then ISO days sort chronologically as strings.
  return { dates: [...new Set(filter.dates)].sort() };
}

function normaliseViewport(map: MapViewport): MapViewport {
  const viewport: MapViewport = {
    latitude: roundCoordinate(map.latitude, 6),
    longitude: roundCoordinate(map.longitude, 6),
    zoom: roundCoordinate(map.zoom, 2),
  };
  if (map.bounds) {
    viewport.bounds = {
      north: roundCoordinate(map.bounds.north, 6),
      south: roundCoordinate(map.bounds.south, 6),
      east: roundCoordinate(map.bounds.east, 6),
      west: roundCoordinate(map.bounds.west, 6),
    };
  }
  return viewport;
}

function uniqueBySlug(locations: readonly SearchLocation[]): SearchLocation[] {
  const seen = new Set<string>();
  return locations.filter((location) => !seen.has(location.slug) && seen.add(location.slug));
}

export function normaliseFilter(filter: SearchFilter): SearchFilter {
  const price = normaliseRange({ min: filter.price.min, max: filter.price.max ?? filter.priceMaximum });
  const sortAllowed = filter.sortBy !== undefined && sortOrdersFor(filter.searchMode).includes(filter.sortBy);
  const take = filter.paging.take;
  const normal: SearchFilter = {
    searchMode: filter.searchMode,
    context: filter.context,
    propertyTypes: inOrder(
      filter.propertyTypes,
      PROPERTY_TYPES.flatMap((type) => (type.apiName ? [type.apiName] : [])),
    ),
    propertyFeatures: inOrder(filter.propertyFeatures, PROPERTY_FEATURES),
    price,
    ...(price.max !== undefined && { priceMaximum: price.max }),
    bedrooms: normaliseRoomCount(filter.bedrooms),
    bathrooms: normaliseRoomCount({ ...filter.bathrooms, only: filter.bathrooms.only.filter((n) => n > 0) }),
    carSpaces: normaliseRoomCount({ ...filter.carSpaces, only: filter.carSpaces.only.filter((n) => n > 0) }),
    landSize: normaliseRange(filter.landSize),
    frontageSize: normaliseRange(filter.frontageSize),
    sortBy: sortAllowed && filter.sortBy ? filter.sortBy : defaultSortOrder(filter.searchMode, filter.context),
    paging: { skip: Math.floor(filter.paging.skip / take) * take, take },
    locationSearchContext: {
      includeSurroundingSuburbs: filter.locationSearchContext.includeSurroundingSuburbs,
      searchLocations: uniqueBySlug(filter.locationSearchContext.searchLocations),
    },
  };
  const inspection = normaliseDates(filter.inspection);
  if (inspection) normal.inspection = inspection;
  const auction = normaliseDates(filter.auction);
  if (auction) normal.auction = auction;
  if (filter.isUnderOffer === false) normal.isUnderOffer = false;
  if (filter.isSurroundSearch !== undefined) normal.isSurroundSearch = filter.isSurroundSearch;
  // Viewport and shape only mean something in the contexts that search by them.
  if (filter.map && (filter.context === "Map" || filter.context === "Draw")) normal.map = normaliseViewport(filter.map);
  if (filter.shape && filter.context === "Draw") normal.shape = roundShape(filter.shape);
  if (filter.office && filter.context === "Office") normal.office = { ...filter.office };
  return normal;
}

/**
 * The part of a filter a URL carries: what `parseSearchUrl` gives back for any URL built from
 * `filter`. Locations shrink to what their slug says (the service resolves ids, names and
 * boundaries), the office to its slug, paging to the page size.
 */
export function toUrlFilter(filter: SearchFilter): SearchFilter {
  const normal = normaliseFilter(filter);
  const { isSurroundSearch: _resultFlag, ...rest } = normal;
  const urlFilter: SearchFilter = {
    ...rest,
    paging: { skip: (urlPageNumber(normal) - 1) * PAGE_SIZE, take: PAGE_SIZE },
    locationSearchContext: {
      includeSurroundingSuburbs: normal.locationSearchContext.includeSurroundingSuburbs,
      searchLocations: normal.locationSearchContext.searchLocations.map((location) => ({
        ...parseLocationSlug(location.slug),
        slug: location.slug,
      })),
    },
  };
  if (normal.office)
    urlFilter.office = {
      slug: normal.office.slug,
      ...(normal.office.agentId !== undefined && { agentId: normal.office.agentId }),
    };
  return urlFilter;
}

/** The page a URL shows: paging in page-size units, capped at the deepest page ever linked. */
export function urlPageNumber(filter: Pick<SearchFilter, "paging">): number {
  const page = Math.floor(filter.paging.skip / filter.paging.take) + 1;
  return Math.min(page, MAX_PAGE);
}
