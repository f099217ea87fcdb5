import { searchMapMarkers } from "../../db/queries/search";
import { listingPath, listingSlug } from "../../listings/listing-url";
import { normaliseFilter } from "../../search/normalise";
import { searchFilterSchema, type SearchFilterInput } from "../../search/filter";
import type { ServiceContext } from "../context";
import { toListingSearchQuery } from "./listing-search-query";
import { resolveSearchScope } from "./search-listings";

/** Markers on one map: enough to fill a city viewport, few enough to draw without lag. */
export const MAX_MAP_MARKERS = 500;

export interface MapMarker {
  id: number;
  latitude: number;
  longitude: number;
  priceText: string;
  url: string;
}

/**
 * Markers for the map view of a search: the same filter and sort as the list, the first 500.
 * Invalid filters throw their ZodError; a database failure gives no markers (the list next to
 * the map reports the failure).
 */
export async function listMapMarkers(ctx: ServiceContext, input: SearchFilterInput): Promise<MapMarker[]> {
  const filter = normaliseFilter(searchFilterSchema.parse(input));
  try {
    const scope = await resolveSearchScope(ctx, filter);
    if (scope.officeMissing) return [];
    const rows = await searchMapMarkers(ctx.db, toListingSearchQuery(filter, scope, ctx.now), MAX_MAP_MARKERS);
    const suburbs = await ctx.loaders.location.loadMany([...new Set(rows.map((row) => row.suburbId))]);
    const suburbName = new Map(suburbs.flatMap((suburb) => (suburb && !(suburb instanceof Error) ? [[suburb.id, suburb.name]] : [])));
    return rows.map((row) => ({
      id: row.id,
      latitude: row.latitude,
      longitude: row.longitude,
      priceText: row.priceText,
      url: listingPath(listingSlug({ ...row, suburbName: suburbName.get(row.suburbId) ?? "" }), row.id),
    }));
  } catch (error) {
    console.error("map markers failed", error);
    return [];
  }
}
