"use client";

import dynamic from "next/dynamic";
import type { SearchMapProps } from "./types";
import styles from "./search-map.module.css";

/**
 * MapLibre, terra-draw and the map's CSS are a separate chunk, fetched only when a SearchMap
 * renders (the map view); the list view, which never renders one, downloads none of it.
 * `ssr: false` because WebGL exists only in the browser.
 */
const MapView = dynamic(() => import("./map-view"), {
  ssr: false,
  loading: () => (
    <div className={styles.placeholder} role="status">
      Loading map…
    </div>
  ),
});

export function SearchMap(props: SearchMapProps) {
  return <MapView {...props} />;
}

export type { MapMarker, MapViewportWithBounds, SearchMapProps } from "./types";
