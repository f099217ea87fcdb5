"use client";

import { Suspense, lazy, useState, useSyncExternalStore } from "react";
import { pageWasUsed } from "@/app/_components/shell-effects/use-page-use";
import { MapPreview, previewFrameFor, type MapActivation } from "./map-preview";
import type { SearchMapProps } from "./types";
import styles from "./search-map.module.css";

/**
 * MapLibre, terra-draw and the map's CSS are a separate chunk (~458 KB gzip), fetched only when
 * the live map is wanted; the list view, which never renders a SearchMap, downloads none of it.
 */
const loadMapView = () => import("./map-view");
const MapView = lazy(loadMapView);

/**
 * The map: its preview first (map-preview.tsx, in the server's HTML), then the live map.
 *
 * When the live map loads: at once if the visitor has already used this page (a press or a key
 * before the map came: a click on "Map" or "Show on map", say), since they asked for it;
 * otherwise, on a page opened straight at the map view, when they reach for the map itself. A
 * phone then paints the map view in the first second and stays free for the list and the filters
 * instead of spending a second of its main thread on WebGL nobody may use, and the live map
 * starts exactly where the preview was.
 */
export function SearchMap(props: SearchMapProps) {
  const frame = previewFrameFor(props);
  const [activation, setActivation] = useState<MapActivation>();
  // Read again on each render; false while hydrating, so the first render matches the server's.
  const used = useSyncExternalStore(noSubscription, pageWasUsed, () => false);
  const live = activation ? { activation } : used ? {} : undefined;

  return (
    <div className={styles.slot}>
      {live ? (
        <Suspense fallback={<MapPreview props={props} frame={frame} />}>
          <MapView
            {...props}
            start={
              live.activation
                ? { frame, focus: live.activation.by === "keyboard", draw: live.activation.draw }
                : undefined
            }
          />
        </Suspense>
      ) : (
        <MapPreview
          props={props}
          frame={frame}
          onActivate={(asked) => setActivation((current) => current ?? asked)}
          onIntent={() => void loadMapView()}
        />
      )}
    </div>
  );
}

/** Nothing to subscribe to: whether the page was used matters only when the map renders. */
const noSubscription = () => () => {};

export type { MapMarker, MapViewportWithBounds, SearchMapProps } from "./types";
