import type { SortOrder } from "@/lib/search/sort";
import type { MapBounds } from "@/lib/search/filter";
import type { ShapePoint } from "@/lib/search/polyline";
import type { StatusType } from "../listings/listings";

/**
 * A search as the database sees it: every id resolved, every day turned into a time window.
 * The search service builds it from a `SearchFilter` (lib/services/search/listing-search-query.ts);
 * benchmarks and tests build it the same way, so they time and check the service's SQL.
 */
export interface ListingSearchQuery {
  statusType: StatusType;
  /** Undefined: anywhere in Australia. Otherwise listings in any of these places. */
  places?: SearchPlaces;
  officeId?: number;
  /** One agent's listings (within the office's). */
  agentId?: number;
  /** Numeric property-type ids (see property-types.ts), subtypes already folded in (land 15 includes 19 and 20). */
  propertyTypeIds: readonly number[];
  /** Every bit must be set (`lib/listings/features.ts`); 0 means no feature filter. */
  featureMask: number;
  price: NumberRange;
  bedrooms: RoomCount;
  bathrooms: RoomCount;
  carSpaces: RoomCount;
  landArea: NumberRange;
  frontage: NumberRange;
  inspections?: EventFilter;
  auctions?: EventFilter;
  excludeUnderOffer: boolean;
  bounds?: MapBounds;
  /** A drawn area: the bounding box goes to SQL, the exact test runs on the candidates. */
  polygon?: readonly ShapePoint[];
  sort: SortOrder;
  skip: number;
  take: number;
  /** "Forthcoming" and "next inspection" are relative to this instant (epoch ms). */
  now: number;
}

export interface SearchPlaces {
  suburbIds: readonly number[];
  /** State-level locations: matched on `listings.state_code`. */
  stateCodes: readonly string[];
  streets: readonly { suburbId: number; streetName: string }[];
  /**
   * Those of `suburbIds` that were added as neighbours of the searched suburbs. In the default
   * order ("homes for you") the searched suburbs' own listings come before them.
   */
  surroundingSuburbIds?: readonly number[];
}

export interface NumberRange {
  min?: number;
  max?: number;
}

/** Exact counts, and/or at least `min` (bedrooms 0 = studio; 5 = 5+ is a min). */
export interface RoomCount {
  only: readonly number[];
  min?: number;
}

/** Inspections or auctions: forthcoming (from `now`), or within any of the windows. */
export interface EventFilter {
  forthcoming: boolean;
  /** [from, to) in epoch ms, one per chosen day. */
  windows: readonly { from: number; to: number }[];
}

export function hasPlaces(places: SearchPlaces): boolean {
  return places.suburbIds.length + places.stateCodes.length + places.streets.length > 0;
}

const noRange = (range: NumberRange) => range.min === undefined && range.max === undefined;
const noRooms = (rooms: RoomCount) => rooms.only.length === 0 && rooms.min === undefined;
const noEvents = (events: EventFilter | undefined) => !events || (!events.forthcoming && events.windows.length === 0);

/**
 * No filter narrows the search beyond its place, office, viewport or drawn area: the figures
 * of such a search can come from tables kept per suburb or per map cell instead of its listings.
 */
export function hasNoListingFilters(query: ListingSearchQuery): boolean {
  return (
    query.propertyTypeIds.length === 0 &&
    query.featureMask === 0 &&
    noRange(query.price) &&
    noRooms(query.bedrooms) &&
    noRooms(query.bathrooms) &&
    noRooms(query.carSpaces) &&
    noRange(query.landArea) &&
    noRange(query.frontage) &&
    noEvents(query.inspections) &&
    noEvents(query.auctions) &&
    !query.excludeUnderOffer
  );
}

/** A search of an area alone (a map or a drawn area): no filter, place or office. */
export function isAreaOnly(query: ListingSearchQuery): boolean {
  return hasNoListingFilters(query) && query.places === undefined && query.officeId === undefined;
}
