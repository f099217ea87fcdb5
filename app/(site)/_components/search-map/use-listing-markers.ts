import { Marker, type GeoJSONSource, type Map as MapLibreMap } from "maplibre-gl";
import { useEffect } from "react";
import { hasStyle } from "./create-map";
import { clusterElement, priceMarkerElement } from "./marker-elements";
import type { MapMarker } from "./types";

const SOURCE = "listings";
/** A source only loads tiles while a layer uses it; this one is invisible and only does that. */
const LOADER_LAYER = "listings-loader";

function pointsOf(markers: readonly MapMarker[]): GeoJSON.FeatureCollection<GeoJSON.Point, { id: string }> {
  return {
    type: "FeatureCollection",
    features: markers.map((marker) => ({
      type: "Feature",
      properties: { id: marker.id },
      geometry: { type: "Point", coordinates: [marker.longitude, marker.latitude] },
    })),
  };
}

/** Every listing as its own price marker. */
function showAll(map: MapLibreMap, markers: readonly MapMarker[]): () => void {
  const placed = markers.map((marker) =>
    new Marker({ element: priceMarkerElement(marker), anchor: "bottom" })
      .setLngLat([marker.longitude, marker.latitude])
      .addTo(map),
  );
  return () => placed.forEach((marker) => marker.remove());
}

/**
 * MapLibre clusters the points (GeoJSON source clustering); what it returns for the visible tiles
 * becomes DOM markers: count bubbles for clusters, price links for single listings. DOM, not a
 * symbol layer, because text layers need a glyph server and DOM markers are focusable.
 */
function showClustered(map: MapLibreMap, markers: readonly MapMarker[]): () => void {
  const byId = new Map(markers.map((marker) => [marker.id, marker]));
  map.addSource(SOURCE, {
    type: "geojson",
    data: pointsOf(markers),
    cluster: true,
    clusterRadius: 56,
    clusterMaxZoom: 16,
  });
  map.addLayer({
    id: LOADER_LAYER,
    type: "circle",
    source: SOURCE,
    paint: { "circle-opacity": 0, "circle-radius": 1 },
  });
  const placed = new Map<string, Marker>();

  const zoomInto = (clusterId: number, center: [number, number], event: MouseEvent) => {
    const source = map.getSource<GeoJSONSource>(SOURCE);
    void source?.getClusterExpansionZoom(clusterId).then((zoom) => {
      // originalEvent marks the move as the user's, so 'Search as I move the map' follows it.
      map.easeTo({ center, zoom }, { originalEvent: event });
    });
  };

  const update = () => {
    if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
    const wanted = new Map<string, () => Marker>();
    // Tiles overlap, so the same cluster or point can come back more than once: key them.
    for (const feature of map.querySourceFeatures(SOURCE)) {
      if (feature.geometry.type !== "Point") continue;
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const properties = feature.properties as {
        cluster?: boolean;
        cluster_id?: number;
        point_count?: number;
        id?: string;
      };
      if (properties.cluster && properties.cluster_id !== undefined) {
        const { cluster_id: clusterId, point_count: count = 0 } = properties;
        wanted.set(`cluster:${clusterId}`, () =>
          new Marker({ element: clusterElement(count, (event) => zoomInto(clusterId, [lng, lat], event)) }).setLngLat([
            lng,
            lat,
          ]),
        );
      } else if (properties.id !== undefined) {
        const marker = byId.get(properties.id);
        if (marker) {
          wanted.set(`listing:${marker.id}`, () =>
            new Marker({ element: priceMarkerElement(marker), anchor: "bottom" }).setLngLat([
              marker.longitude,
              marker.latitude,
            ]),
          );
        }
      }
    }
    for (const [key, marker] of placed) {
      if (!wanted.has(key)) {
        marker.remove();
        placed.delete(key);
      }
    }
    for (const [key, make] of wanted) {
      if (!placed.has(key)) placed.set(key, make().addTo(map));
    }
  };

  map.on("render", update);
  update();
  return () => {
    map.off("render", update);
    placed.forEach((marker) => marker.remove());
    if (!hasStyle(map)) return;
    if (map.getLayer(LOADER_LAYER)) map.removeLayer(LOADER_LAYER);
    if (map.getSource(SOURCE)) map.removeSource(SOURCE);
  };
}

/** Keeps the map's listing markers in step with the props. `map` is set once the style has loaded. */
export function useListingMarkers(
  map: MapLibreMap | undefined,
  markers: readonly MapMarker[],
  clustering: boolean,
): void {
  useEffect(() => {
    if (!map) return;
    return clustering ? showClustered(map, markers) : showAll(map, markers);
  }, [map, markers, clustering]);
}
