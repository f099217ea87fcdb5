import { propertyTypeByApiName, type PropertyTypeName } from "@/lib/listings/property-types";
import { formatPriceRange } from "@/lib/format/price";
import type { SearchFilter } from "../search/filter";
import { locationDisplayText } from "../search/search-location";
import { roomCountText, sameRoomCount } from "../search/room-count";

export { isPriceMaximumValid, MAX_BUY_PRICE_MAXIMUM, MAX_RENT_PRICE_MAXIMUM } from "../search/price-maximum";

/** Alerts know only buy and rent. */
export type AlertSearchMode = "buy" | "rent";

/** A room filter as an alert stores it: whole numbers, a minimum only when above 0. */
export interface AlertRoomCount {
  only: number[];
  min?: number;
}

/** The alert filter, as built from a search. */
export interface AlertFilter {
  statusTypes: AlertSearchMode[];
  listingTypes: ("sale" | "rental")[];
  locationIds: number[];
  priceMin?: number;
  priceMax?: number;
  bedrooms: AlertRoomCount;
  bathrooms: AlertRoomCount;
  carSpaces: AlertRoomCount;
  propertyTypes: PropertyTypeName[];
}

/** A room filter whose numbers may arrive as strings or fractions from older clients. */
export interface LooseRoomCount {
  only?: ReadonlyArray<number | string>;
  min?: number | string;
}

const whole = (value: number | string | undefined): number | undefined => {
  // Number("") is 0: an empty field is no value, not a studio or a $0 price.
  if (typeof value === "string" && value.trim() === "") return undefined;
  const number = Math.trunc(Number(value));
  return Number.isFinite(number) ? number : undefined;
};

/** Minimum and only values become whole numbers; a minimum is sent only if above 0. */
export function alertRoomCount(count: LooseRoomCount | undefined): AlertRoomCount {
  const only = [
    ...new Set((count?.only ?? []).map(whole).filter((value): value is number => value !== undefined && value >= 0)),
  ];
  const min = whole(count?.min);
  return min !== undefined && min > 0 ? { only, min } : { only };
}

/** Search mode rent maps to rent, anything else to buy. */
export function alertSearchMode(mode: string): AlertSearchMode {
  return mode.toLowerCase() === "rent" ? "rent" : "buy";
}

/** The part of a search an alert keeps. */
export type AlertSource = Pick<SearchFilter, "searchMode" | "propertyTypes" | "locationSearchContext"> & {
  price?: { min?: number; max?: number };
  bedrooms?: LooseRoomCount;
  bathrooms?: LooseRoomCount;
  carSpaces?: LooseRoomCount;
};

/** The alert filter made from a search. Prices are sent only when above 0. */
export function alertFilterFromSearch(search: AlertSource): AlertFilter {
  const mode = alertSearchMode(search.searchMode);
  const filter: AlertFilter = {
    statusTypes: [mode],
    listingTypes: [mode === "rent" ? "rental" : "sale"],
    locationIds: search.locationSearchContext.searchLocations.flatMap((location) =>
      location.id === undefined ? [] : [location.id],
    ),
    bedrooms: alertRoomCount(search.bedrooms),
    bathrooms: alertRoomCount(search.bathrooms),
    carSpaces: alertRoomCount(search.carSpaces),
    propertyTypes: [...search.propertyTypes],
  };
  const priceMin = whole(search.price?.min);
  const priceMax = whole(search.price?.max);
  if (priceMin !== undefined && priceMin > 0) filter.priceMin = priceMin;
  if (priceMax !== undefined && priceMax > 0) filter.priceMax = priceMax;
  return filter;
}

function countPart(count: AlertRoomCount, singular: string, plural: string, zeroLabel?: string): string | undefined {
  if (count.only.length === 0 && count.min === undefined) return undefined;
  const text = roomCountText(count, zeroLabel);
  const single = count.min === undefined && count.only.length === 1 && count.only[0] === 1;
  return text === zeroLabel ? text : `${text} ${single ? singular : plural}`;
}

/**
 * An alert name from the first location (with state, plus a count of extras),
 * For Sale / For Rent, the price range (pw for rent), the first property type with an extra
 * count, and bed/bath/car counts:
 * "Bondi, NSW +2 For Sale, $500,000 - $800,000, Houses +1, 3+ Beds, 2+ Baths, 1+ Car".
 */
export function alertName(search: AlertSource): string {
  const filter = alertFilterFromSearch(search);
  const mode = filter.statusTypes[0] === "rent" ? "For Rent" : "For Sale";
  const [first, ...others] = search.locationSearchContext.searchLocations;
  const place = first
    ? `${locationDisplayText({ ...first, postcode: undefined })}${others.length > 0 ? ` +${others.length}` : ""}`
    : "Australia";
  const [firstType, ...otherTypes] = filter.propertyTypes;
  const type = firstType
    ? `${propertyTypeByApiName(firstType)?.plural ?? firstType}${otherTypes.length > 0 ? ` +${otherTypes.length}` : ""}`
    : undefined;
  const parts = [
    formatPriceRange(filter.priceMin, filter.priceMax, { perWeek: mode === "For Rent" }),
    type,
    countPart(filter.bedrooms, "Bed", "Beds", "Studio"),
    countPart(filter.bathrooms, "Bath", "Baths"),
    countPart(filter.carSpaces, "Car", "Cars"),
  ].filter((part): part is string => !!part);
  return [`${place} ${mode}`, ...parts].join(", ");
}

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && [...a].map(String).sort().join(",") === [...b].map(String).sort().join(",");

/**
 * A search matches an existing alert when context, mode, locations (by id),
 * property types, beds, baths, car spaces and price agree.
 */
export function isSameAlertSearch(
  a: AlertSource & Pick<SearchFilter, "context">,
  b: AlertSource & Pick<SearchFilter, "context">,
): boolean {
  const x = alertFilterFromSearch(a);
  const y = alertFilterFromSearch(b);
  return (
    a.context === b.context &&
    x.statusTypes[0] === y.statusTypes[0] &&
    sameList(x.locationIds, y.locationIds) &&
    sameList(x.propertyTypes, y.propertyTypes) &&
    sameRoomCount(x.bedrooms, y.bedrooms) &&
    sameRoomCount(x.bathrooms, y.bathrooms) &&
    sameRoomCount(x.carSpaces, y.carSpaces) &&
    x.priceMin === y.priceMin &&
    x.priceMax === y.priceMax
  );
}
