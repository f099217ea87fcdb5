import { propertyTypeByApiName } from "@/lib/listings/property-types";
import { STUDIO_BEDROOMS } from "./bedrooms";
import type { DateFilter, NumberRange, SearchFilter } from "./filter";
import { encodeShape } from "./polyline";
import { roomCountTokens, type RoomCountFilter } from "./room-count";
import { defaultSortOrder } from "./sort";

/**
 * The query-string half of a search URL: every filter that is not in the path.
 * Keys are written in one fixed order so one filter always gives one URL.
 */
export const SEARCH_QUERY_KEYS = [
  "propertytype",
  "bedrooms",
  "studios",
  "bathrooms",
  "carspaces",
  "suburbs",
  "agent",
  "surrounding",
  "priceminimum",
  "pricemaximum",
  "land-area",
  "frontage",
  "features",
  "inspections",
  "auctions",
  "isUnderOffer",
  "sort",
  "context",
  "lat",
  "lng",
  "zoom",
  "bounds",
  "shape",
  "page",
] as const;
export type SearchQueryKey = (typeof SEARCH_QUERY_KEYS)[number];

export type QueryEntry = readonly [SearchQueryKey, string];

/** Commas are legal in a query and keep lists readable, so they stay unescaped. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ",");
}

export function queryString(entries: readonly QueryEntry[]): string {
  return entries.map(([key, value]) => `${key}=${encodeQueryValue(value)}`).join("&");
}

function rangeValue(range: NumberRange): string | undefined {
  if (range.min === undefined && range.max === undefined) return undefined;
  return `${range.min ?? ""}-${range.max ?? ""}`;
}

function datesValue(filter: DateFilter | undefined): string | undefined {
  return filter ? filter.dates.join(",") : undefined;
}

/**
 * Query entries for what is left of a normalised filter once the path has taken its part.
 * `suburbs` are the location slugs that are not in the path.
 */
export function filterQueryEntries(filter: SearchFilter, suburbs: readonly string[]): QueryEntry[] {
  const entries: QueryEntry[] = [];
  const add = (key: SearchQueryKey, value: string | undefined) => {
    if (value !== undefined) entries.push([key, value]);
  };
  if (filter.propertyTypes.length > 0) {
    add("propertytype", filter.propertyTypes.map((name) => propertyTypeByApiName(name)?.slug ?? name).join(","));
  }
  // Studio is its own flag, so 0 is dropped from the bedroom list.
  const hasStudio = filter.bedrooms.only.includes(STUDIO_BEDROOMS);
  const bedrooms: RoomCountFilter = {
    ...filter.bedrooms,
    only: filter.bedrooms.only.filter((n) => n !== STUDIO_BEDROOMS),
  };
  const roomList = (counts: RoomCountFilter) => roomCountTokens(counts).join(",") || undefined;
  add("bedrooms", roomList(bedrooms));
  add("studios", hasStudio ? "true" : undefined);
  add("bathrooms", roomList(filter.bathrooms));
  add("carspaces", roomList(filter.carSpaces));
  add("suburbs", suburbs.length > 0 ? suburbs.join(",") : undefined);
  add("agent", filter.context === "Office" ? filter.office?.agentId?.toString() : undefined);
  add("surrounding", filter.locationSearchContext.includeSurroundingSuburbs ? undefined : "false");
  add("priceminimum", filter.price.min?.toString());
  add("pricemaximum", filter.price.max?.toString());
  add("land-area", rangeValue(filter.landSize));
  add("frontage", rangeValue(filter.frontageSize));
  add("features", filter.propertyFeatures.length > 0 ? filter.propertyFeatures.join(",").toLowerCase() : undefined);
  add("inspections", datesValue(filter.inspection));
  add("auctions", datesValue(filter.auction));
  add("isUnderOffer", filter.isUnderOffer === false ? "false" : undefined);
  const defaultSort = defaultSortOrder(filter.searchMode, filter.context);
  add("sort", filter.sortBy && filter.sortBy !== defaultSort ? filter.sortBy : undefined);
  if (filter.context === "Map" || filter.context === "Draw") {
    add("context", filter.context.toLowerCase());
    if (filter.map) {
      add("lat", String(filter.map.latitude));
      add("lng", String(filter.map.longitude));
      add("zoom", String(filter.map.zoom));
      if (filter.map.bounds) add("bounds", JSON.stringify(filter.map.bounds));
    }
    if (filter.shape) add("shape", encodeShape(filter.shape));
  }
  return entries;
}
