import type { MapViewport } from "@/lib/search/filter";

/** One listing on the map. `priceText` is what the listing card shows ("$1.2M", "Contact agent"). */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  priceText: string;
  /** The listing page; the marker is a link to it. */
  url: string;
  propertyTypeName?: string;
  bedrooms?: number;
}

/** A viewport that always carries bounds: what a 'Mapped Area' search needs. */
export type MapViewportWithBounds = MapViewport & { bounds: NonNullable<MapViewport["bounds"]> };

export interface SearchMapProps {
  markers: readonly MapMarker[];
  /** Start here (a shared 'Mapped Area' URL); otherwise the map fits the markers, shape or boundary. */
  viewport?: MapViewport;
  /** The drawn area of a 'Drawn Area' search: an encoded polyline (lib/search/polyline.ts). */
  shape?: string;
  /** The searched suburb's outline, WKT POLYGON or MULTIPOLYGON (x = longitude). */
  boundaryWkt?: string;
  /** The `advancedMapClustering` flag, read by the parent with useFlag. */
  clustering: boolean;
  /**
   * The map settled after the user moved it while "Search as I move the map" is on (debounced).
   * The search controls (search as I move, draw an area) show only when this or onDrawnArea is
   * given: a listing's location map has neither.
   */
  onMapAreaChange?: (viewport: MapViewportWithBounds) => void;
  /** The user finished drawing an area: its encoded polyline (precision 5, [lat, lng] points). */
  onDrawnArea?: (encodedPolyline: string) => void;
  /** The user cleared the drawn area. */
  onClearDrawing?: () => void;
  /** Accessible name of the map region. Default "Map of search results". */
  label?: string;
}
