import { Marker, type Map as MapLibreMap } from "maplibre-gl";
import { useEffect } from "react";
import { suburbLabelElement } from "./marker-elements";
import { SUBURB_LABELS_URL } from "./offline-style";

/** Suburb names appear from this zoom (a city's suburbs are legible) … */
const MIN_LABEL_ZOOM = 11;
/** … never overlapping (sizes estimated for the 12px label font), at most MAX_LABELS at once. */
const CHAR_WIDTH = 7;
const LABEL_HEIGHT = 16;
const GAP = 6;
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

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The labels worth showing now: in view and clear of the ones already placed (first come first served). */
function visibleLabels(map: MapLibreMap, labels: readonly LabelPoint[]): LabelPoint[] {
  if (map.getZoom() < MIN_LABEL_ZOOM) return [];
  const bounds = map.getBounds();
  const placed: Box[] = [];
  const shown: LabelPoint[] = [];
  for (const label of labels) {
    if (shown.length >= MAX_LABELS) break;
    if (!bounds.contains([label.lng, label.lat])) continue;
    const { x, y } = map.project([label.lng, label.lat]);
    const half = (label.name.length * CHAR_WIDTH) / 2 + GAP;
    const box = {
      left: x - half,
      right: x + half,
      top: y - LABEL_HEIGHT / 2 - GAP,
      bottom: y + LABEL_HEIGHT / 2 + GAP,
    };
    if (placed.some((other) => overlaps(box, other))) continue;
    placed.push(box);
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
