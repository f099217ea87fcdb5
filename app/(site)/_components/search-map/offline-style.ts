import type { StyleSpecification } from "maplibre-gl";

/**
 * The offline default map style (docs/map.md): everything is served from our own origin under
 * /map/, written by scripts/build-map-style.ts. Pure, so the script and the map share it.
 */
export const OFFLINE_MAP_FILES = {
  directory: "map",
  style: "style.json",
  land: "australia-land.geojson",
  labels: "suburb-labels.geojson",
  worker: (maplibreVersion: string) => `maplibre-gl-worker-${maplibreVersion}.mjs`,
} as const;

export const OFFLINE_STYLE_URL = `/${OFFLINE_MAP_FILES.directory}/${OFFLINE_MAP_FILES.style}`;
export const SUBURB_LABELS_URL = `/${OFFLINE_MAP_FILES.directory}/${OFFLINE_MAP_FILES.labels}`;

export function mapLibreWorkerUrl(maplibreVersion: string): string {
  return `/${OFFLINE_MAP_FILES.directory}/${OFFLINE_MAP_FILES.worker(maplibreVersion)}`;
}

export const NATURAL_EARTH_ATTRIBUTION = '<a href="https://www.naturalearthdata.com/">Made with Natural Earth</a>';

/** Muted colours so price markers (brand teal) stand out; land/water contrast is not text. */
const WATER = "#b8d8e3";
const LAND = "#f3f0e8";
const COAST = "#8fb3c0";

export function offlineMapStyle(): StyleSpecification {
  return {
    version: 8,
    name: "Homefront offline (Natural Earth)",
    // No glyphs and no sprite: text layers would need a glyph server. Labels are DOM elements.
    sources: {
      land: {
        type: "geojson",
        data: `/${OFFLINE_MAP_FILES.directory}/${OFFLINE_MAP_FILES.land}`,
        attribution: NATURAL_EARTH_ATTRIBUTION,
        // Coarse source data: a low tolerance keeps the coast from wobbling while zooming.
        tolerance: 0.2,
      },
    },
    layers: [
      { id: "water", type: "background", paint: { "background-color": WATER } },
      { id: "land", type: "fill", source: "land", paint: { "fill-color": LAND } },
      { id: "coastline", type: "line", source: "land", paint: { "line-color": COAST, "line-width": 1 } },
    ],
  };
}
