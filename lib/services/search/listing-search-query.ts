import { TZDate } from "@date-fns/tz";
import type { EventFilter, ListingSearchQuery } from "../../db/queries/search/query";
import type { StatusType } from "../../db/queries/listings/listings";
import { featureMask } from "../../listings/features";
import { normalisePropertyTypeId, propertyTypeByApiName } from "../../listings/property-types";
import type { DateFilter, SearchFilter } from "../../search/filter";
import type { SearchMode } from "../../search/search-mode";
import { defaultSortOrder } from "../../search/sort";
import type { ResolvedPlaces } from "./search-places";

export const STATUS_TYPE_FOR_MODE: Record<SearchMode, StatusType> = {
  Buy: "buy",
  Rent: "rent",
  Sold: "sold",
  Leased: "leased",
};

/**
 * Days are Sydney calendar days. Open homes and auctions run between about 8 am and 8 pm local
 * time, and every Australian zone is within 3 hours of Sydney, so a listing's local day and its
 * Sydney day are the same day for every realistic event time; one zone keeps the SQL simple.
 */
const DAY_ZONE = "Australia/Sydney";

/** Every stored id that means one of the chosen types: land includes its subtypes 19–20, rural 21–30. */
const HIGHEST_PROPERTY_TYPE_ID = 30;
function propertyTypeIds(names: readonly string[]): number[] {
  const parents = new Set(names.flatMap((name) => propertyTypeByApiName(name)?.id ?? []));
  const ids: number[] = [];
  for (let id = 0; id <= HIGHEST_PROPERTY_TYPE_ID; id++) {
    if (parents.has(normalisePropertyTypeId(id))) ids.push(id);
  }
  return ids;
}

function dayWindow(day: string): { from: number; to: number } {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return {
    from: new TZDate(year, month - 1, date, DAY_ZONE).getTime(),
    to: new TZDate(year, month - 1, date + 1, DAY_ZONE).getTime(),
  };
}

function eventFilter(filter: DateFilter | undefined): EventFilter | undefined {
  if (!filter) return undefined;
  return { forthcoming: filter.dates.includes(""), windows: filter.dates.filter(Boolean).map(dayWindow) };
}

/** The database query for a normalised filter and its resolved places and office. */
export function toListingSearchQuery(
  filter: SearchFilter,
  resolved: Pick<ResolvedPlaces, "places"> & { officeId?: number },
  now: number,
): ListingSearchQuery {
  const inspections = eventFilter(filter.inspection);
  const auctions = eventFilter(filter.auction);
  const bounds = filter.context === "Map" ? filter.map?.bounds : undefined;
  const polygon = filter.context === "Draw" ? filter.shape : undefined;
  return {
    statusType: STATUS_TYPE_FOR_MODE[filter.searchMode],
    ...(resolved.places ? { places: resolved.places } : {}),
    ...(resolved.officeId !== undefined ? { officeId: resolved.officeId } : {}),
    ...(resolved.officeId !== undefined && filter.office?.agentId !== undefined
      ? { agentId: filter.office.agentId }
      : {}),
    propertyTypeIds: propertyTypeIds(filter.propertyTypes),
    featureMask: featureMask(filter.propertyFeatures),
    price: filter.price,
    bedrooms: filter.bedrooms,
    bathrooms: filter.bathrooms,
    carSpaces: filter.carSpaces,
    landArea: filter.landSize,
    frontage: filter.frontageSize,
    ...(inspections ? { inspections } : {}),
    ...(auctions ? { auctions } : {}),
    excludeUnderOffer: filter.isUnderOffer === false,
    ...(bounds ? { bounds } : {}),
    ...(polygon ? { polygon } : {}),
    sort: filter.sortBy ?? defaultSortOrder(filter.searchMode, filter.context),
    skip: filter.paging.skip,
    take: filter.paging.take,
    now,
  };
}
