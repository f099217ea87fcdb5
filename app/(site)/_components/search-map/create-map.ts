import { Map as MapLibreMap, NavigationControl, getVersion, setWorkerUrl, type MapOptions } from "maplibre-gl";
import { decodeShape } from "@/lib/search/polyline";
import { boundsAround, polygonsFromWkt, ringFromShape, type LngLat } from "./geometry";
import { OFFLINE_STYLE_URL, mapLibreWorkerUrl } from "./offline-style";
import type { SearchMapProps } from "./types";

/** Mainland Australia and Tasmania: the view when there is nothing to fit. */
const AUSTRALIA: [LngLat, LngLat] = [
  [112.9, -43.7],
  [153.7, -10.6],
];
/** Room around fitted markers so prices at the edge are not cut off; no closer than street level. */
export const FIT_OPTIONS = { padding: 48, maxZoom: 15 } as const;

/** MapLibre 6 needs WebGL 2 (SwiftShader provides it in headless Chromium). */
export function supportsWebGL2(): boolean {
  try {
    return document.createElement("canvas").getContext("webgl2") !== null;
  } catch {
    return false;
  }
}

/**
 * The production style when NEXT_PUBLIC_MAP_STYLE_URL is set, else the offline Natural Earth style
 * from our origin. Read as Next inlines it rather than through `clientEnv`: lib/env.ts would add
 * zod (about 90 KB gzipped) to the map chunk, and the server already validates the same variable
 * (`clientEnv` is parsed when lib/env.ts loads there). Empty means unset, as in lib/env.ts.
 */
export function mapStyleUrl(): { url: string; offline: boolean } {
  const configured = process.env.NEXT_PUBLIC_MAP_STYLE_URL;
  return configured ? { url: configured, offline: false } : { url: OFFLINE_STYLE_URL, offline: true };
}

type Camera = Pick<MapOptions, "center" | "zoom" | "bounds" | "fitBoundsOptions">;

/** A shared viewport wins; otherwise fit what the search is about: markers, drawn area, suburb. */
export function initialCamera({ viewport, markers, shape, boundaryWkt }: SearchMapProps): Camera {
  if (viewport?.bounds) {
    const { west, south, east, north } = viewport.bounds;
    return {
      bounds: [
        [west, south],
        [east, north],
      ],
    };
  }
  if (viewport) return { center: [viewport.longitude, viewport.latitude], zoom: viewport.zoom };
  const decoded = shape ? decodeShape(shape) : undefined;
  const points: LngLat[] = [
    ...markers.map((marker): LngLat => [marker.longitude, marker.latitude]),
    ...(decoded?.ok ? ringFromShape(decoded.points) : []),
    ...polygonsFromWkt(boundaryWkt).flatMap((rings) => rings[0] ?? []),
  ];
  return { bounds: boundsAround(points) ?? AUSTRALIA, fitBoundsOptions: FIT_OPTIONS };
}

export function createMap(container: HTMLElement, camera: Camera, styleUrl: string): MapLibreMap {
  // Bundlers do not emit MapLibre 6's worker; scripts/build-map-style.ts copies it to /map/.
  setWorkerUrl(mapLibreWorkerUrl(getVersion()));
  const map = new MapLibreMap({
    container,
    style: styleUrl,
    ...camera,
    // A flat property map: rotation and pitch only confuse the 'Mapped Area' bounds.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maxPitch: 0,
    renderWorldCopies: false,
    attributionControl: { compact: false },
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  return map;
}

/** False once map.remove() ran (its style is gone): cleanups of sources and layers then have nothing to do. */
export function hasStyle(map: MapLibreMap): boolean {
  return Boolean(map.style);
}
