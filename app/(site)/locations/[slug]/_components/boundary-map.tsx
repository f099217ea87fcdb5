"use client";

import { useState } from "react";
import { LiveMap } from "@/app/(site)/_components/search-map/live-map";
import styles from "../../locations.module.css";

/**
 * A suburb's boundary on the offline map, loaded only when asked for: MapLibre is ~300 KB gzipped
 * and most visitors read the figures without opening it, so it must not cost the page's first
 * load (the page stays fast on a phone). The map fits the outline; it has no search controls.
 */
export function BoundaryMap({ wellKnownText, name }: { wellKnownText: string; name: string }) {
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <button type="button" className={styles.button} onClick={() => setShown(true)} data-testid="show-boundary-map">
        Show {name} on a map
      </button>
    );
  }
  return (
    <div className={styles.map} data-testid="boundary-map">
      <LiveMap markers={[]} boundaryWkt={wellKnownText} clustering={false} label={`Map of ${name} and its boundary`} />
    </div>
  );
}
