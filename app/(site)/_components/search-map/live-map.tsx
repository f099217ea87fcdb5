"use client";

import dynamic from "next/dynamic";
import type { SearchMapProps } from "./types";
import styles from "./search-map.module.css";

/**
 * The live map at once, for pages that show a map only when asked ("Show on map" on a listing, a
 * suburb's boundary): the click was the ask, so no preview (SearchMap's) first, and none of its
 * code in those pages. MapLibre's chunk comes with the click. next/dynamic with `ssr: false`,
 * written inline: only that keeps MapLibre out of the server build (the portal Worker).
 */
const MapView = dynamic(() => import("./map-view"), {
  ssr: false,
  loading: () => (
    <div className={styles.placeholder} role="status">
      Loading map…
    </div>
  ),
});

/** The map takes exactly the box the "Loading map…" placeholder had (search-map.module.css, .slot). */
export function LiveMap(props: SearchMapProps) {
  return (
    <div className={styles.slot}>
      <MapView {...props} />
    </div>
  );
}
