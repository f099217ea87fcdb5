import { Marker, type Map as MapLibreMap } from "maplibre-gl";
import { useEffect } from "react";
import { suburbLabelElement } from "./marker-elements";
import { SUBURB_LABELS_URL } from "./offline-style";

/** Suburb names appear from this zoom (a city's suburbs are legible) … */
const MIN_LABEL_ZOOM = 11;
/** … at most one per screen cell of this size, and never more than MAX_LABELS at once. */
const CELL = { width: 120, height: 36 };
const MAX_LABELS = 80;

type LabelPoint = { name: string; lng: number; lat: number };

async function loadLabels(signal: AbortSignal): Promise<LabelPoint[]> {
  const response = await fetch(SUBURB_LABELS_URL, { signal });
  if (!response.ok) throw new Error(`${SUBURB_LABELS_URL} answered ${response.status}`);
  const collection = (await response.json()) as GeoJSON.FeatureCollection<GeoJSON.Point, { name: string }>;
  return collection.features.map(({ properties, geometry }) => ({
    name: properties.name,
    lng: geometry.coordinates[0] ?? 0,
    lat: geometry.coordinates[1] ?? 0,
  }));
}

/** The labels worth showing now: in view, one per screen cell, so they never pile up. */
function visibleLabels(map: MapLibreMap, labels: readonly LabelPoint[]): LabelPoint[] {
  if (map.getZoom() < MIN_LABEL_ZOOM) return [];
  const bounds = map.getBounds();
  const taken = new Set<string>();
  const shown: LabelPoint[] = [];
  for (const label of labels) {
    if (shown.length >= MAX_LABELS) break;
    if (!bounds.contains([label.lng, label.lat])) continue;
    const { x, y } = map.project([label.lng, label.lat]);
    const cell = `${Math.floor(x / CELL.width)}:${Math.floor(y / CELL.height)}`;
    if (taken.has(cell)) continue;
    taken.add(cell);
    shown.push(label);
  }
  return shown;
}

/**
 * Suburb names for the offline style, which has no text layers (no glyph server): DOM labels
 * from GeoJSON points, redrawn when the map settles. Production styles bring their own labels.
 */
export function useSuburbLabels(map: MapLibreMap | undefined, enabled: boolean): void {
  useEffect(() => {
    if (!map || !enabled) return;
    const controller = new AbortController();
    let labels: LabelPoint[] = [];
    let placed: Marker[] = [];
    const redraw = () => {
      placed.forEach((marker) => marker.remove());
      placed = visibleLabels(map, labels).map((label) =>
        new Marker({ element: suburbLabelElement(label.name) }).setLngLat([label.lng, label.lat]).addTo(map),
      );
    };
    loadLabels(controller.signal).then(
      (loaded) => {
        labels = loaded;
        redraw();
      },
      (error: unknown) => {
        // Labels are a nicety: the map works without them, so no error for the console to fail on.
        if (!controller.signal.aborted) console.warn("Suburb labels could not be loaded", error);
      },
    );
    map.on("moveend", redraw);
    return () => {
      controller.abort();
      map.off("moveend", redraw);
      placed.forEach((marker) => marker.remove());
    };
  }, [map, enabled]);
}
