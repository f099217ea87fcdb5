import type { MapMarker } from "./types";
import styles from "./search-map.module.css";

/** "$1.2M, 3 bedroom House": the price first, as the marker shows it, then what the listing is. */
export function markerLabel(marker: MapMarker): string {
  const bedrooms =
    marker.bedrooms === undefined ? undefined : marker.bedrooms === 0 ? "Studio" : `${marker.bedrooms} bedroom`;
  const what = [bedrooms, marker.propertyTypeName].filter(Boolean).join(" ");
  return what ? `${marker.priceText}, ${what}` : marker.priceText;
}

/** A price marker is a real link to the listing, so keyboards and screen readers can follow it. */
export function priceMarkerElement(marker: MapMarker): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = marker.url;
  link.className = styles.priceMarker ?? "";
  link.textContent = marker.priceText;
  link.setAttribute("aria-label", markerLabel(marker));
  link.dataset.testid = "map-price-marker";
  link.dataset.listingId = marker.id;
  return link;
}

/** A cluster bubble: a button that zooms in to split the cluster. */
export function clusterElement(count: number, onActivate: (event: MouseEvent) => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = styles.cluster ?? "";
  button.textContent = count.toLocaleString("en-AU");
  button.setAttribute("aria-label", `${count.toLocaleString("en-AU")} listings here. Zoom in`);
  button.dataset.testid = "map-cluster";
  button.addEventListener("click", onActivate);
  return button;
}

/** Suburb names for the offline style: decoration (the map region has its own name), so hidden from assistive tech. */
export function suburbLabelElement(name: string): HTMLSpanElement {
  const label = document.createElement("span");
  label.className = styles.suburbLabel ?? "";
  label.textContent = name;
  label.setAttribute("aria-hidden", "true");
  return label;
}
