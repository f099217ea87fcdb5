"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useId, useRef, useState } from "react";
import { useAreaOverlays } from "./use-area-overlays";
import { useDrawing } from "./use-drawing";
import { useKeyboardDrawing } from "./use-keyboard-drawing";
import { MIN_CORNERS } from "./keyboard-drawing";
import { useListingMarkers } from "./use-listing-markers";
import { MapToolbar } from "./map-toolbar";
import { previewFrameFor } from "./map-preview";
import { previewImageUrl, type PreviewFrame } from "@/lib/map/preview-frame";
import { useMapAreaSearch } from "./use-map-area-search";
import { useMapInstance, type MapState } from "./use-map-instance";
import { useSuburbLabels } from "./use-suburb-labels";
import type { SearchMapProps } from "./types";
import styles from "./search-map.module.css";

const UNAVAILABLE_MESSAGES = {
  webgl:
    "The map can't be shown because this browser has WebGL turned off or doesn't support it. The list view shows every result.",
  style: "The map couldn't load. The list view shows every result.",
} as const;

const DRAWING_HELP =
  "Click on the map to add corners, then click the first corner or choose Finish area. " +
  "Keyboard: on the map, the arrow keys move it under the crosshair and Enter adds a corner there; " +
  "Backspace removes the last corner, Enter on the first corner finishes. Escape cancels.";

/**
 * Where the live map starts when it replaces the preview the visitor reached for: the preview's
 * frame, the focus on the map after a key (so arrows move it next), drawing already on after
 * "Draw an area".
 */
export interface MapStart {
  frame: PreviewFrame;
  focus: boolean;
  draw: boolean;
}

/** The map itself: loaded by SearchMap only when the map is opened (all of MapLibre lives here). */
export default function MapView(props: SearchMapProps & { start?: MapStart }) {
  const { markers, shape, boundaryWkt, clustering, onMapAreaChange, onDrawnArea, onClearDrawing } = props;
  const container = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const [searchAsMove, setSearchAsMove] = useState(true);
  const [state, setState] = useState<MapState>({ status: "loading" });
  const map = state.status === "ready" ? state.map : undefined;
  // A finished (or cleared) drawing shows at once, before the parent's URL and `shape` prop catch
  // up; a new `shape` prop then takes over again.
  const [drawn, setDrawn] = useState<{ shape: string | undefined; forShape: string | undefined }>();
  if (drawn && drawn.forShape !== shape) setDrawn(undefined);
  const activeShape = drawn ? drawn.shape : shape;
  const searchable = Boolean(onMapAreaChange || onDrawnArea);

  useListingMarkers(map, markers, clustering);
  useAreaOverlays(map, boundaryWkt, activeShape);
  useSuburbLabels(map, state.status === "ready" && state.offlineStyle);
  const drawing = useDrawing(map, (encoded) => {
    setDrawn({ shape: encoded, forShape: shape });
    onDrawnArea?.(encoded);
  });
  const keyboardDrawing = useKeyboardDrawing(map, drawing, helpId);
  // A drawn area is the search while it exists, and the one being drawn is about to be: moving the
  // map (to draw with the keyboard, say) must not replace it.
  useMapAreaSearch(map, Boolean(onMapAreaChange) && searchAsMove && !activeShape && !drawing.drawing, (viewport) =>
    onMapAreaChange?.(viewport),
  );
  // Last: effects clean up in order, and the map must be removed after everything that uses it.
  useMapInstance(container, props, setState);
  useStartAsAsked(map, props.start, drawing.start);

  const clearDrawing = () => {
    setDrawn({ shape: undefined, forShape: shape });
    onClearDrawing?.();
  };

  // The button goes away with the drawing; the map, where the area now shows, keeps the focus.
  const finishDrawing = () => {
    if (drawing.finish()) map?.getCanvas().focus();
  };

  return (
    <section aria-label={props.label ?? "Map of search results"} className={styles.map} data-testid="search-map">
      {searchable && (
        <MapToolbar
          searchAsMove={searchAsMove && !activeShape}
          searchAsMoveDisabled={Boolean(activeShape) || drawing.drawing || !map}
          onSearchAsMoveChange={setSearchAsMove}
          drawing={drawing.drawing}
          drawDisabled={!map}
          onDrawToggle={drawing.drawing ? drawing.cancel : drawing.start}
          helpId={helpId}
          canFinish={drawing.corners >= MIN_CORNERS}
          onFinish={finishDrawing}
          onClear={activeShape ? clearDrawing : undefined}
        />
      )}
      <p className={styles.hint} role="status" data-testid="map-status">
        {drawing.drawing ? drawing.message : activeShape ? "Showing listings in the area you drew." : ""}
      </p>
      {state.status === "unavailable" ? (
        <p className={styles.unavailable} role="alert" data-testid="map-unavailable">
          {UNAVAILABLE_MESSAGES[state.reason]}
        </p>
      ) : null}
      <div className={styles.frame} hidden={state.status === "unavailable"}>
        {state.status === "loading" && (
          // What the preview showed stays until the map has drawn itself over it.
          <img
            src={previewImageUrl(props.start?.frame ?? previewFrameFor(props))}
            alt=""
            className={styles.previewImage}
          />
        )}
        <div
          ref={container}
          className={`${styles.canvas} ${drawing.drawing ? styles.drawing : ""}`}
          aria-busy={state.status === "loading"}
        />
        {drawing.drawing && (
          // Over the map rather than above it: the map must not shrink and move when drawing starts.
          <p id={helpId} className={styles.help}>
            {DRAWING_HELP}
          </p>
        )}
        {keyboardDrawing.crosshair && (
          <div
            className={styles.crosshair}
            data-on-first-corner={keyboardDrawing.onFirstCorner || undefined}
            data-testid="map-crosshair"
            aria-hidden="true"
          >
            {keyboardDrawing.onFirstCorner && <span className={styles.crosshairLabel}>Enter finishes</span>}
          </div>
        )}
      </div>
    </section>
  );
}

/** Once the map is ready: the focus on it and drawing on, if the visitor asked for them. Once. */
function useStartAsAsked(map: MapLibreMap | undefined, start: MapStart | undefined, startDrawing: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (!map || !start || done.current) return;
    done.current = true;
    if (start.draw) startDrawing();
    if (start.focus || start.draw) map.getCanvas().focus();
  }, [map, start, startDrawing]);
}
