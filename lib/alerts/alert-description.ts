import { propertyTypeByApiName } from "@/lib/listings/property-types";
import { formatPriceRange } from "@/lib/format/price";
import type { AlertFilter, AlertRoomCount, AlertSource } from "./alert-filter";
import { locationDisplayText } from "../search/search-location";
import { roomCountText } from "../search/room-count";

function rooms(count: AlertRoomCount, label: string, zeroLabel?: string): string | undefined {
  if (count.only.length === 0 && count.min === undefined) return undefined;
  return `${label}: ${roomCountText(count, zeroLabel)}`;
}

/**
 * Every filter of an alert in one line, for the alerts page (the name may be the member's own and
 * shortens lists to "+2"): "For sale in Bondi, NSW; Coogee, NSW · $500,000 - $800,000 · Houses,
 * Units · Beds: 3+ · Baths: 2+".
 */
export function alertDescription(filter: AlertFilter, search: Pick<AlertSource, "locationSearchContext">): string {
  const rent = filter.statusTypes[0] === "rent";
  const places = search.locationSearchContext.searchLocations.map((location) =>
    locationDisplayText({ ...location, postcode: undefined }),
  );
  const parts = [
    `${rent ? "For rent" : "For sale"} in ${places.length > 0 ? places.join("; ") : "Australia"}`,
    formatPriceRange(filter.priceMin, filter.priceMax, { perWeek: rent }),
    filter.propertyTypes.length > 0
      ? filter.propertyTypes.map((type) => propertyTypeByApiName(type)?.plural ?? type).join(", ")
      : "Any property type",
    rooms(filter.bedrooms, "Beds", "Studio"),
    rooms(filter.bathrooms, "Baths"),
    rooms(filter.carSpaces, "Cars"),
  ];
  return parts.filter((part): part is string => !!part).join(" · ");
}
