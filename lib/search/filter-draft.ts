import type { PropertyFeature } from "@/lib/listings/features";
import type { PropertyTypeName } from "@/lib/listings/property-types";
import type { MapBounds, SearchFilterInput, SearchLocation } from "./filter";
import { PAGE_SIZE } from "./limits";
import type { ShapePoint } from "./polyline";
import type { RoomCountFilter } from "./room-count";
import type { SearchContext } from "./search-context";
import type { SearchMode } from "./search-mode";
import type { SortOrder } from "./sort";

/**
 * A filter being assembled from URL pieces. Every value put here has already been checked, so
 * the final schema parse cannot fail on a value the parser accepted.
 */
export interface FilterDraft {
  searchMode: SearchMode;
  context: SearchContext;
  requestedContext?: "map" | "draw";
  propertyTypes: PropertyTypeName[];
  propertyFeatures: PropertyFeature[];
  price: { min?: number; max?: number };
  bedrooms: RoomCountFilter;
  bathrooms: RoomCountFilter;
  carSpaces: RoomCountFilter;
  landSize: { min?: number; max?: number };
  frontageSize: { min?: number; max?: number };
  inspectionDates?: string[];
  auctionDates?: string[];
  isUnderOffer?: false;
  sortBy?: SortOrder;
  page: number;
  includeSurroundingSuburbs: boolean;
  locations: SearchLocation[];
  latitude?: number;
  longitude?: number;
  zoom?: number;
  bounds?: MapBounds;
  shape?: ShapePoint[];
  officeSlug?: string;
  /** One agent of the office (their id): an office page of that agent's listings only. */
  agentId?: number;
}

export function emptyDraft(searchMode: SearchMode): FilterDraft {
  return {
    searchMode,
    context: "Location",
    propertyTypes: [],
    propertyFeatures: [],
    price: {},
    bedrooms: { only: [] },
    bathrooms: { only: [] },
    carSpaces: { only: [] },
    landSize: {},
    frontageSize: {},
    page: 1,
    includeSurroundingSuburbs: true,
    locations: [],
  };
}

/** Adds an exact count or a minimum to a room filter; two minimums keep the looser one. */
export function addRoomCount(filter: RoomCountFilter, value: { only: number } | { min: number }): void {
  if ("only" in value) filter.only.push(value.only);
  else filter.min = filter.min === undefined ? value.min : Math.min(filter.min, value.min);
}

export function addDate(dates: string[] | undefined, date: string): string[] {
  return [...(dates ?? []), date];
}

/** Resolves the context from what the URL actually carried; warnings say what was dropped. */
export function draftToFilterInput(draft: FilterDraft, warnings: string[]): SearchFilterInput {
  let context = draft.context;
  const hasViewport = draft.latitude !== undefined && draft.longitude !== undefined && draft.zoom !== undefined;
  if (draft.requestedContext === "map" && context !== "Office") {
    if (hasViewport && draft.bounds) context = "Map";
    else warnings.push("A map search needs lat, lng, zoom and bounds; showing location results instead");
  }
  if (draft.requestedContext === "draw" && context !== "Office") {
    if (draft.shape) context = "Draw";
    else warnings.push("A drawn-area search needs a valid shape; showing location results instead");
  }
  const input: SearchFilterInput = {
    searchMode: draft.searchMode,
    context,
    propertyTypes: draft.propertyTypes,
    propertyFeatures: draft.propertyFeatures,
    price: draft.price,
    bedrooms: draft.bedrooms,
    bathrooms: draft.bathrooms,
    carSpaces: draft.carSpaces,
    landSize: draft.landSize,
    frontageSize: draft.frontageSize,
    paging: { skip: (draft.page - 1) * PAGE_SIZE, take: PAGE_SIZE },
    locationSearchContext: {
      includeSurroundingSuburbs: draft.includeSurroundingSuburbs,
      searchLocations: draft.locations,
    },
  };
  if (draft.sortBy) input.sortBy = draft.sortBy;
  if (draft.inspectionDates) input.inspection = { dates: draft.inspectionDates };
  if (draft.auctionDates) input.auction = { dates: draft.auctionDates };
  if (draft.isUnderOffer === false) input.isUnderOffer = false;
  if (hasViewport && (context === "Map" || context === "Draw")) {
    input.map = {
      latitude: draft.latitude ?? 0,
      longitude: draft.longitude ?? 0,
      zoom: draft.zoom ?? 0,
      ...(draft.bounds && { bounds: draft.bounds }),
    };
  }
  if (draft.shape && context === "Draw") input.shape = draft.shape;
  if (draft.officeSlug && context === "Office")
    input.office = { slug: draft.officeSlug, ...(draft.agentId !== undefined && { agentId: draft.agentId }) };
  return input;
}
