import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { toViewport } from "./geometry";
import type { MapViewportWithBounds } from "./types";

/** Long enough that a drag followed by a scroll is one search, short enough to feel live. */
export const MAP_AREA_DEBOUNCE_MS = 400;
/** A move starting this soon after the user touched the map (incl. inertia after a drag) is theirs. */
const GESTURE_WINDOW_MS = 1000;
/** What the user does to move a map: drag, wheel, pinch, keys on the canvas, zoom buttons, clusters. */
const INPUT_EVENTS = ["pointerdown", "pointerup", "wheel", "touchstart", "keydown"] as const;

/**
 * Reports the viewport once a move the user made has settled (debounced), never moves made by
 * code (the initial fit, a resize). MapLibre's `originalEvent` alone is not enough: keyboard and
 * wheel moves end in several move events, some without it, so user input on the map is watched
 * directly and a move that starts soon after it counts as the user's.
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
    const container = map.getContainer();
    let lastInputAt = -Infinity;
    let byUser = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      lastInputAt = performance.now();
    };
    const onStart = (event: { originalEvent?: unknown }) => {
      clearTimeout(timer);
      if (event.originalEvent || performance.now() - lastInputAt < GESTURE_WINDOW_MS) byUser = true;
    };
    const report = () => {
      byUser = false;
      const bounds = map.getBounds();
      callback.current(
        toViewport(map.getCenter(), map.getZoom(), {
          north: bounds.getNorth(),
          south: bounds.getSouth(),
          east: bounds.getEast(),
          west: bounds.getWest(),
        }),
      );
    };
    const onEnd = () => {
      clearTimeout(timer);
      // A gesture can end in several moveends (a key press, then its easing): the last one wins.
      if (byUser) timer = setTimeout(report, MAP_AREA_DEBOUNCE_MS);
    };
    for (const type of INPUT_EVENTS) container.addEventListener(type, onInput, { capture: true, passive: true });
    map.on("movestart", onStart);
    map.on("moveend", onEnd);
    return () => {
      clearTimeout(timer);
      for (const type of INPUT_EVENTS) container.removeEventListener(type, onInput, { capture: true });
      map.off("movestart", onStart);
      map.off("moveend", onEnd);
    };
  }, [map, enabled]);
}
