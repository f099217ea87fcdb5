import type { Map as MapLibreMap, MapLibreEvent } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { toViewport } from "./geometry";
import type { MapViewportWithBounds } from "./types";

/** Long enough that a drag followed by a scroll is one search, short enough to feel live. */
export const MAP_AREA_DEBOUNCE_MS = 400;

/**
 * Reports the viewport after the user (not code: fitting, cluster easing without a gesture)
 * moved the map, debounced. MapLibre marks user moves with `originalEvent` on `movestart`.
 */
export function useMapAreaSearch(
  map: MapLibreMap | undefined,
  enabled: boolean,
  onMapAreaChange: (viewport: MapViewportWithBounds) => void,
): void {
  // The latest callback without re-subscribing on every render of the parent.
  const callback = useRef(onMapAreaChange);
  useEffect(() => {
    callback.current = onMapAreaChange;
  }, [onMapAreaChange]);

  useEffect(() => {
    if (!map || !enabled) return;
    let byUser = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onStart = (event: MapLibreEvent<unknown>) => {
      if (event.originalEvent) byUser = true;
      clearTimeout(timer);
    };
    const onEnd = () => {
      if (!byUser) return;
      byUser = false;
      timer = setTimeout(() => {
        const bounds = map.getBounds();
        callback.current(
          toViewport(map.getCenter(), map.getZoom(), {
            north: bounds.getNorth(),
            south: bounds.getSouth(),
            east: bounds.getEast(),
            west: bounds.getWest(),
          }),
        );
      }, MAP_AREA_DEBOUNCE_MS);
    };
    map.on("movestart", onStart);
    map.on("moveend", onEnd);
    return () => {
      clearTimeout(timer);
      map.off("movestart", onStart);
      map.off("moveend", onEnd);
    };
  }, [map, enabled]);
}
