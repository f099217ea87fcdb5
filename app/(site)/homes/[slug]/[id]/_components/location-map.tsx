"use client";

import { useState } from "react";
import type { MapMarker } from "@/app/(site)/_components/search-map/search-map";
import { LiveMap } from "@/app/(site)/_components/search-map/live-map";
import styles from "../listing.module.css";

/**
 * The listing on a map, loaded only when asked for: MapLibre is ~300 KB gzipped and most
 * visitors never open the map, so it must not cost the page's first load. When the address is
 * hidden the map shows the suburb, never the street point.
 */
export function LocationMap(props: {
  latitude: number;
  longitude: number;
  priceText: string;
  url: string;
  label: string;
  addressHidden: boolean;
}) {
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <button type="button" className={styles.linkButton} onClick={() => setShown(true)} data-testid="show-map">
        Show on map
      </button>
    );
  }
  const markers: MapMarker[] = props.addressHidden
    ? []
    : [
        {
          id: "listing",
          latitude: props.latitude,
          longitude: props.longitude,
          priceText: props.priceText,
          url: props.url,
        },
      ];
  return (
    <div className={styles.map}>
      <LiveMap
        markers={markers}
        viewport={{ latitude: props.latitude, longitude: props.longitude, zoom: props.addressHidden ? 12 : 15 }}
        clustering={false}
        label={props.label}
      />
    </div>
  );
}
