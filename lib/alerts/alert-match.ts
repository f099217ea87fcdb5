import { propertyTypeByApiName, type PropertyTypeName } from "@/lib/listings/property-types";
import type { AlertFilter, AlertSearchMode } from "./alert-filter";
import { capRoomCount, isEmptyRoomCount, normaliseRoomCount, type RoomCountFilter } from "../search/room-count";

/**
 * Whether a listing fits an alert. The same rule runs in SQL (lib/db/queries/alerts/alert-matching.ts) over
 * the alert's normalised columns; this is the readable version the property test holds the SQL to.
 */

/** What matching needs of an alert: its filter in normal form, property types as numeric ids. */
export interface AlertCriteria {
  mode: AlertSearchMode;
  /** Empty means all of Australia. */
  locationIds: number[];
  priceMin?: number;
  priceMax?: number;
  bedrooms: RoomCountFilter;
  bathrooms: RoomCountFilter;
  carSpaces: RoomCountFilter;
  /** Empty means any type. */
  propertyTypeIds: number[];
}

/** What matching needs of a listing: every place it lies in, from suburb up to state. */
export interface MatchableListing {
  statusType: string;
  placeIds: readonly number[];
  price: number | null;
  propertyType: number;
  bedrooms: number;
  bathrooms: number;
  carSpaces: number;
}

export function alertCriteria(filter: AlertFilter): AlertCriteria {
  const criteria: AlertCriteria = {
    mode: filter.statusTypes[0] ?? "buy",
    locationIds: [...new Set(filter.locationIds)],
    bedrooms: normaliseRoomCount(filter.bedrooms),
    bathrooms: normaliseRoomCount(filter.bathrooms),
    carSpaces: normaliseRoomCount(filter.carSpaces),
    propertyTypeIds: [
      ...new Set(
        filter.propertyTypes.flatMap((name: PropertyTypeName) => {
          const type = propertyTypeByApiName(name);
          return type ? [type.id] : [];
        }),
      ),
    ].sort((a, b) => a - b),
  };
  if (filter.priceMin !== undefined) criteria.priceMin = filter.priceMin;
  if (filter.priceMax !== undefined) criteria.priceMax = filter.priceMax;
  return criteria;
}

/** A room filter fits when it is empty, names the count exactly, or the count reaches its minimum (5 means 5+). */
export function roomCountFits(filter: RoomCountFilter, value: number): boolean {
  if (isEmptyRoomCount(filter)) return true;
  const count = capRoomCount(value);
  return filter.only.includes(count) || (filter.min !== undefined && count >= filter.min);
}

/** A withheld price fits no price range: the member asked for homes they know they can afford. */
function priceFits(criteria: AlertCriteria, price: number | null): boolean {
  if (criteria.priceMin === undefined && criteria.priceMax === undefined) return true;
  if (price === null) return false;
  return (
    (criteria.priceMin === undefined || price >= criteria.priceMin) &&
    (criteria.priceMax === undefined || price <= criteria.priceMax)
  );
}

export function alertFits(criteria: AlertCriteria, listing: MatchableListing): boolean {
  return (
    listing.statusType === criteria.mode &&
    (criteria.locationIds.length === 0 || criteria.locationIds.some((id) => listing.placeIds.includes(id))) &&
    priceFits(criteria, listing.price) &&
    (criteria.propertyTypeIds.length === 0 || criteria.propertyTypeIds.includes(listing.propertyType)) &&
    roomCountFits(criteria.bedrooms, listing.bedrooms) &&
    roomCountFits(criteria.bathrooms, listing.bathrooms) &&
    roomCountFits(criteria.carSpaces, listing.carSpaces)
  );
}

/** A room filter's exact counts as bits (bit n = exactly n), the form the alerts table indexes. */
export function roomCountMask(filter: RoomCountFilter): number {
  return filter.only.reduce((mask, value) => mask | (1 << value), 0);
}

/** Property type ids as bits (bit n = type id n); 0 means any type. */
export function propertyTypeMask(ids: readonly number[]): number {
  return ids.reduce((mask, id) => mask | (1 << id), 0);
}

/** The alert's columns that matching reads (lib/db/queries/alerts/alert-matching.ts), from its filter. */
/** The match columns as the alerts and alert_locations tables name them, in alertMatchValues' order. */
export const ALERT_MATCH_COLUMN_NAMES = [
  "mode",
  "price_min",
  "price_max",
  "property_type_mask",
  "bedrooms_mask",
  "bedrooms_min",
  "bathrooms_mask",
  "bathrooms_min",
  "car_spaces_mask",
  "car_spaces_min",
] as const;

/** The match columns' values in ALERT_MATCH_COLUMN_NAMES order, for writers of raw SQL (the seed, benches). */
export function alertMatchValues(filter: AlertFilter): (string | number | null)[] {
  const c = alertMatchColumns(filter);
  return [
    c.mode,
    c.priceMin,
    c.priceMax,
    c.propertyTypeMask,
    c.bedroomsMask,
    c.bedroomsMin,
    c.bathroomsMask,
    c.bathroomsMin,
    c.carSpacesMask,
    c.carSpacesMin,
  ];
}

export function alertMatchColumns(filter: AlertFilter) {
  const criteria = alertCriteria(filter);
  return {
    mode: criteria.mode,
    priceMin: criteria.priceMin ?? null,
    priceMax: criteria.priceMax ?? null,
    propertyTypeMask: propertyTypeMask(criteria.propertyTypeIds),
    bedroomsMask: roomCountMask(criteria.bedrooms),
    bedroomsMin: criteria.bedrooms.min ?? null,
    bathroomsMask: roomCountMask(criteria.bathrooms),
    bathroomsMin: criteria.bathrooms.min ?? null,
    carSpacesMask: roomCountMask(criteria.carSpaces),
    carSpacesMin: criteria.carSpaces.min ?? null,
  };
}
