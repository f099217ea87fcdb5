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

/**
 * One box that holds the placeholder and then the map, so the map takes exactly the place the
 * placeholder had. Without it the server's HTML for a browser-only part starts with React's
 * `<template>` marker, which took the parent's first-child sizing (the results' map column), so
 * the placeholder rendered short and the map pushed the list down when it came (CLS 0.110).
 */
export function SearchMap(props: SearchMapProps) {
  return (
    <div className={styles.slot}>
      <MapView {...props} />
    </div>
  );
}

export type { MapMarker, MapViewportWithBounds, SearchMapProps } from "./types";
