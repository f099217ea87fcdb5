import { buildFacetUrl } from "./facet-url";
import type { SearchMode } from "./search-mode";

/** A point the browser reported, in degrees. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** The map's zoom for "near me": a few streets around the visitor (suburb scale). */
export const NEAR_ME_ZOOM = 14;

/** Half the box the map search covers around the point, in degrees (about 2 km each way). */
const HALF_HEIGHT = 0.02;
const HALF_WIDTH = 0.025;

/**
 * The map search around a position for a search mode, or undefined for a position out of range
 * (builders return nothing on any error).
 */
export function nearMeSearchUrl(searchMode: SearchMode, position: Position): string | undefined {
  const { latitude, longitude } = position;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  const bounds = {
    north: Math.min(90, latitude + HALF_HEIGHT),
    south: Math.max(-90, latitude - HALF_HEIGHT),
    east: Math.min(180, longitude + HALF_WIDTH),
    west: Math.max(-180, longitude - HALF_WIDTH),
  };
  return buildFacetUrl({ searchMode, context: "Map", map: { latitude, longitude, zoom: NEAR_ME_ZOOM, bounds } }).url;
}
