import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from "react";
import { createMap, initialCamera, mapStyleUrl, supportsWebGL2 } from "./create-map";
import type { SearchMapProps } from "./types";
import type { MapStart } from "./map-view";
import { cameraForFrame } from "@/lib/map/preview-frame";

export type MapState =
  | { status: "loading" }
  | { status: "ready"; map: MapLibreMap; offlineStyle: boolean }
  | { status: "unavailable"; reason: "webgl" | "style" };

/**
 * Creates the map once, in the container, and reports it when its style has loaded. The first
 * props decide the camera; later props move markers and overlays but never the camera, because
 * the parent feeds back the viewport we reported and the map would fight the user.
 * Call this after the hooks that use the map: effects clean up in order, and map.remove() must
 * come last.
 */
export function useMapInstance(
  container: RefObject<HTMLDivElement | null>,
  props: SearchMapProps & { start?: MapStart },
  setState: Dispatch<SetStateAction<MapState>>,
): void {
  const firstProps = useRef(props);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    if (!supportsWebGL2()) {
      // Reported from an effect because WebGL can only be probed in the browser.
      setState({ status: "unavailable", reason: "webgl" });
      return;
    }
    const style = mapStyleUrl();
    let map: MapLibreMap;
    try {
      // From the preview the visitor reached for: exactly what it showed, at this map's size.
      const { start } = firstProps.current;
      const camera = start
        ? cameraForFrame(start.frame, element.clientWidth, element.clientHeight)
        : initialCamera(firstProps.current);
      map = createMap(element, camera, style.url);
    } catch {
      // WebGL can pass the probe and still fail to start (blocked context, lost GPU process).
      setState({ status: "unavailable", reason: "webgl" });
      return;
    }
    let loaded = false;
    map.once("load", () => {
      loaded = true;
      setState({ status: "ready", map, offlineStyle: style.offline });
    });
    // Handling "error" stops MapLibre logging it. A failed source (land, tiles) leaves a usable
    // map; a failure before load that is not a source's means no style: say so in the page.
    map.on("error", (event) => {
      if (!loaded && !("sourceId" in event)) setState({ status: "unavailable", reason: "style" });
      console.warn("Map error", event.error);
    });
    return () => map.remove();
  }, [container, setState]);
}
