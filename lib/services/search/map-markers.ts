import { searchMapMarkers } from "../../db/queries/search/listing-search";
import { listingPath, listingSlug } from "../../listings/listing-url";
import { publicPoint } from "../listings/listing";
import { normaliseFilter } from "../../search/normalise";
import { searchFilterSchema, type SearchFilterInput } from "../../search/filter";
import type { ServiceContext } from "../context";
import { toListingSearchQuery } from "./listing-search-query";
import { resolveSearchScope } from "./search-listings";
import { reportUnexpected } from "@/lib/observability/log";

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
    const suburbById = new Map(
      suburbs.flatMap((suburb) => (suburb && !(suburb instanceof Error) ? [[suburb.id, suburb]] : [])),
    );
    return rows.map((row) => {
      const suburb = suburbById.get(row.suburbId) ?? { name: "" };
      return {
        id: row.id,
        // A hidden address shows at its suburb: its own point would give the street away.
        ...publicPoint(row, suburb),
        priceText: row.priceText,
        url: listingPath(listingSlug({ ...row, suburbName: suburb.name }), row.id),
      };
    });
  } catch (error) {
    reportUnexpected("map markers failed", error);
    return [];
  }
}
