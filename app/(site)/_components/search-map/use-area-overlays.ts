import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect } from "react";
import { decodeShape } from "@/lib/search/polyline";
import { hasStyle } from "./create-map";
import { polygonsFromWkt, ringFromShape, type PolygonRings } from "./geometry";

interface Overlay {
  id: string;
  fill: string;
  fillOpacity: number;
  line: string;
  dashed: boolean;
}

/** The searched suburb: a quiet outline. The drawn area: the brand colour, dashed like a pencil line. */
const BOUNDARY: Overlay = { id: "search-boundary", fill: "#0b6e69", fillOpacity: 0.05, line: "#0b6e69", dashed: false };
const DRAWN_AREA: Overlay = { id: "drawn-area", fill: "#0b6e69", fillOpacity: 0.1, line: "#0a5c58", dashed: true };

function polygons(rings: PolygonRings[]): GeoJSON.FeatureCollection {
  return {
    type: "FeatureCollection",
    features: rings.map((coordinates) => ({
      type: "Feature",
      properties: {},
      geometry: { type: "Polygon", coordinates },
    })),
  };
}

function useOverlay(map: MapLibreMap | undefined, overlay: Overlay, rings: PolygonRings[]): void {
  // Rings are rebuilt every render; compare their text so the layer updates only on change.
  const data = JSON.stringify(polygons(rings));
  useEffect(() => {
    if (!map) return;
    const { id } = overlay;
    map.addSource(id, { type: "geojson", data: JSON.parse(data) as GeoJSON.FeatureCollection });
    map.addLayer({
      id: `${id}-fill`,
      type: "fill",
      source: id,
      paint: { "fill-color": overlay.fill, "fill-opacity": overlay.fillOpacity },
    });
    map.addLayer({
      id: `${id}-line`,
      type: "line",
      source: id,
      paint: { "line-color": overlay.line, "line-width": 2, ...(overlay.dashed && { "line-dasharray": [2, 1.5] }) },
    });
    return () => {
      if (!hasStyle(map)) return;
      map.removeLayer(`${id}-line`);
      map.removeLayer(`${id}-fill`);
      map.removeSource(id);
    };
  }, [map, overlay, data]);
}

/** Draws the searched suburb's outline and the drawn area (the shape prop, or one just finished). */
export function useAreaOverlays(
  map: MapLibreMap | undefined,
  boundaryWkt: string | undefined,
  shape: string | undefined,
): void {
  const decoded = shape ? decodeShape(shape) : undefined;
  useOverlay(map, BOUNDARY, polygonsFromWkt(boundaryWkt));
  useOverlay(map, DRAWN_AREA, decoded?.ok ? [[ringFromShape(decoded.points)]] : []);
}
