import { z } from "zod";
import { PROPERTY_FEATURES, type PropertyFeature } from "@/lib/listings/features";
import { PROPERTY_TYPES, type PropertyTypeName } from "@/lib/listings/property-types";
import { STATE_CODES } from "@/lib/locations/states";
import {
  MAX_DATE_ENTRIES,
  MAX_FRONTAGE,
  MAX_LAND_AREA,
  MAX_PAGE,
  MAX_PRICE,
  MAX_ROOM_COUNT,
  MAX_NAME_LENGTH,
  MAX_SEARCH_LOCATIONS,
  MAX_SHAPE_POINTS,
  PAGE_SIZE,
} from "./limits";
import { SEARCH_CONTEXTS } from "./search-context";
import { SEARCH_MODES, type SearchMode } from "./search-mode";
import { isLocationSlug, isOfficeSlug } from "./search-location";
import { SORT_ORDERS } from "./sort";
import { normaliseFilter } from "./normalise";

/**
 * The search filter / context. `searchFilterSchema` validates anything that
 * claims to be a filter (GraphQL input, a parsed URL); `SearchFilter` is its output type.
 */

const PROPERTY_TYPE_NAMES = PROPERTY_TYPES.flatMap((type) =>
  type.apiName ? [type.apiName] : [],
) as PropertyTypeName[];

export const propertyTypeNameSchema = z.enum(PROPERTY_TYPE_NAMES as [PropertyTypeName, ...PropertyTypeName[]]);
export const propertyFeatureSchema = z.enum(PROPERTY_FEATURES as [PropertyFeature, ...PropertyFeature[]]);

const roomCount = (lowest: number) =>
  z.object({
    only: z.array(z.number().int().min(lowest).max(MAX_ROOM_COUNT)).max(MAX_ROOM_COUNT + 1),
    min: z.number().int().min(1).max(MAX_ROOM_COUNT).optional(),
  });

const wholeAmount = (max: number) => z.number().int().min(0).max(max);
const range = (max: number) => z.object({ min: wholeAmount(max).optional(), max: wholeAmount(max).optional() });

/** yyyy-MM-dd that is a real calendar day. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "Not a calendar day");

/** Inspection or auction days; an empty-string entry is the "forthcoming" flag (any upcoming day). */
const dateFilter = z.object({
  dates: z
    .array(z.union([z.literal(""), isoDaySchema]))
    .min(1)
    .max(MAX_DATE_ENTRIES),
});

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const mapBoundsSchema = z.object({ north: latitude, south: latitude, east: longitude, west: longitude });

export const mapViewportSchema = z.object({
  latitude,
  longitude,
  zoom: z.number().min(0).max(22),
  bounds: mapBoundsSchema.optional(),
});

export const shapeSchema = z
  .array(z.tuple([latitude, longitude]))
  .min(3)
  .max(MAX_SHAPE_POINTS);

export const searchLocationSchema = z.object({
  id: z.number().int().nonnegative().optional(),
  slug: z.string().refine(isLocationSlug, "Not a location slug"),
  name: z.string().max(MAX_NAME_LENGTH).optional(),
  stateCode: z.enum(STATE_CODES as [string, ...string[]]).optional(),
  postcode: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  wellKnownText: z.string().optional(),
});

export const officeSchema = z.object({
  id: z.number().int().nonnegative().optional(),
  slug: z.string().refine(isOfficeSlug, "Not an office slug"),
  /** The office's name from the database; titles and headings use it in place of the location. */
  name: z.string().max(MAX_NAME_LENGTH).optional(),
  /** One of the office's agents (their id): only their listings, and their name in titles. */
  agentId: z.number().int().positive().optional(),
  /** An agent's own page (agentId): the agent's full name, from the database, replaces the office's. */
  agentFullName: z.string().max(MAX_NAME_LENGTH).optional(),
});

export const searchFilterSchema = z
  .object({
    searchMode: z.enum(SEARCH_MODES).default("Buy"),
    context: z.enum(SEARCH_CONTEXTS).default("Location"),
    propertyTypes: z.array(propertyTypeNameSchema).max(PROPERTY_TYPE_NAMES.length).default([]),
    propertyFeatures: z.array(propertyFeatureSchema).max(PROPERTY_FEATURES.length).default([]),
    price: range(MAX_PRICE).default({}),
    /** The API's name for the price ceiling; normalised to always equal `price.max`. */
    priceMaximum: wholeAmount(MAX_PRICE).optional(),
    bedrooms: roomCount(0).default({ only: [] }),
    bathrooms: roomCount(1).default({ only: [] }),
    carSpaces: roomCount(1).default({ only: [] }),
    landSize: range(MAX_LAND_AREA).default({}),
    frontageSize: range(MAX_FRONTAGE).default({}),
    inspection: dateFilter.optional(),
    auction: dateFilter.optional(),
    /** Only `false` exists: "exclude listings under offer"; the URL carries isUnderOffer=false when set. */
    isUnderOffer: z.literal(false).optional(),
    /** Left out means the default for the mode and context (see sort.ts). */
    sortBy: z.enum(SORT_ORDERS).optional(),
    paging: z
      .object({
        skip: z
          .number()
          .int()
          .min(0)
          .max((MAX_PAGE - 1) * PAGE_SIZE),
        take: z.number().int().min(1).max(100),
      })
      .default({ skip: 0, take: PAGE_SIZE }),
    locationSearchContext: z
      .object({
        includeSurroundingSuburbs: z.boolean().default(true),
        searchLocations: z.array(searchLocationSchema).max(MAX_SEARCH_LOCATIONS).default([]),
      })
      .default({ includeSurroundingSuburbs: true, searchLocations: [] }),
    /** Set by the search service on results; not part of a URL. */
    isSurroundSearch: z.boolean().optional(),
    map: mapViewportSchema.optional(),
    shape: shapeSchema.optional(),
    office: officeSchema.optional(),
  })
  .superRefine((filter, ctx) => {
    if (filter.context === "Map" && !filter.map?.bounds) {
      ctx.addIssue({ code: "custom", path: ["map"], message: "A map search needs a viewport with bounds" });
    }
    if (filter.context === "Draw" && !filter.shape) {
      ctx.addIssue({ code: "custom", path: ["shape"], message: "A drawn-area search needs a shape" });
    }
    if (filter.context === "Office" && !filter.office) {
      ctx.addIssue({ code: "custom", path: ["office"], message: "An office search needs an office" });
    }
  });

export type SearchFilter = z.output<typeof searchFilterSchema>;
export type SearchFilterInput = z.input<typeof searchFilterSchema>;
export type SearchLocation = z.output<typeof searchLocationSchema>;
export type MapViewport = z.output<typeof mapViewportSchema>;
export type MapBounds = z.output<typeof mapBoundsSchema>;
export type DateFilter = NonNullable<SearchFilter["inspection"]>;
export type NumberRange = SearchFilter["price"];
export type SearchOffice = z.output<typeof officeSchema>;

/** A new search in a mode: everything open, first page, the mode's default sort. */
export function defaultSearchFilter(mode: SearchMode = "Buy"): SearchFilter {
  return normaliseFilter(searchFilterSchema.parse({ searchMode: mode }));
}

/** The forthcoming flag: an empty-string entry in the dates list. */
export function isForthcoming(filter: DateFilter | undefined): boolean {
  return filter?.dates.includes("") ?? false;
}

export function pageNumber(filter: Pick<SearchFilter, "paging">): number {
  return Math.floor(filter.paging.skip / filter.paging.take) + 1;
}
