"use client";

import dynamic from "next/dynamic";
import { createContext, use, useState, useSyncExternalStore } from "react";
import { pageWasUsed } from "@/app/_components/shell-effects/use-page-use";
import { MapPreview, previewFrameFor, type MapActivation } from "./map-preview";
import type { SearchMapProps } from "./types";
import type { PreviewFrame } from "@/lib/map/preview-frame";
import styles from "./search-map.module.css";

/**
 * MapLibre, terra-draw and the map's CSS are a separate chunk (~458 KB gzip), fetched only when
 * the live map is wanted; the list view, which never renders a SearchMap, downloads none of it.
 * next/dynamic with `ssr: false` rather than React.lazy: only it keeps the import out of the
 * server build (written inline like this: Next's transform looks for the import() in the call),
 * and with React.lazy MapLibre went into the portal Worker (+354 KiB gzip).
 */
const MapView = dynamic(() => import("./map-view"), { ssr: false, loading: () => <LoadingPreview /> });

/** While the live map's code arrives, the preview stays (taking no more input). */
const PreviewContext = createContext<{ props: SearchMapProps; frame: PreviewFrame } | null>(null);

function LoadingPreview() {
  const preview = use(PreviewContext);
  return preview ? <MapPreview props={preview.props} frame={preview.frame} /> : null;
}

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
        <PreviewContext value={{ props, frame }}>
          <MapView
            {...props}
            start={
              live.activation
                ? { frame, focus: live.activation.by === "keyboard", draw: live.activation.draw }
                : undefined
            }
          />
        </PreviewContext>
      ) : (
        <MapPreview props={props} frame={frame} onActivate={(asked) => setActivation((current) => current ?? asked)} />
      )}
    </div>
  );
}

/** Nothing to subscribe to: whether the page was used matters only when the map renders. */
const noSubscription = () => () => {};

export type { MapMarker, MapViewportWithBounds, SearchMapProps } from "./types";
