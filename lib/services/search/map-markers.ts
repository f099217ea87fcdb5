import { searchMapMarkers } from "../../db/queries/search/listing-search";
import { listingPath, listingSlug } from "../../listings/listing-url";
import { publicPoint } from "../listings/listing";
import type { SearchFilter } from "../../search/filter";
import type { ServiceContext } from "../context";
import type { Result } from "../result";
import { toListingSearchQuery } from "./listing-search-query";
import { searchArea, searchUnavailable } from "./search-listings";
import { findSearchScope, type SearchScope } from "./search-scope";
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
 * Markers for the map view of a search: the same filter, scope and sort as the list, the first
 * 500. `filter` is already valid (see `searchByFilter`). A database failure is reported and comes
 * back as UNAVAILABLE; the edges show no markers then (the list next to the map says the search
 * failed).
 */
export async function mapMarkersByFilter(
  ctx: ServiceContext,
  filter: SearchFilter,
  scope?: SearchScope,
): Promise<Result<{ markers: MapMarker[] }>> {
  try {
    const area = await searchArea(ctx, filter, scope ?? (await findSearchScope(ctx, filter)));
    if (area.officeMissing) return { ok: true, markers: [] };
    const rows = await searchMapMarkers(ctx.db, toListingSearchQuery(filter, area, ctx.now), MAX_MAP_MARKERS);
    const suburbs = await ctx.loaders.location.loadMany([...new Set(rows.map((row) => row.suburbId))]);
    const suburbById = new Map(
      suburbs.flatMap((suburb) => (suburb && !(suburb instanceof Error) ? [[suburb.id, suburb]] : [])),
    );
    return {
      ok: true,
      markers: rows.map((row) => {
        const suburb = suburbById.get(row.suburbId) ?? { name: "" };
        return {
          id: row.id,
          // A hidden address shows at its suburb: its own point would give the street away.
          ...publicPoint(row, suburb),
          priceText: row.priceText,
          url: listingPath(listingSlug({ ...row, suburbName: suburb.name }), row.id),
        };
      }),
    };
  } catch (error) {
    reportUnexpected("map markers failed", error);
    return searchUnavailable();
  }
}
