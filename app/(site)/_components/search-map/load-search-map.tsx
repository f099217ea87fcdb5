"use client";

import { lazy } from "react";
import styles from "./search-map.module.css";

/**
 * For pages where the map is shown only when asked for ("Show on map" on a listing, a suburb's
 * boundary): the whole SearchMap, preview included, stays out of the page's first load and comes
 * with the click, or as the pointer or the focus reaches the button.
 */
export const loadSearchMap = () => import("./search-map");

export const SearchMap = lazy(() => loadSearchMap().then((module) => ({ default: module.SearchMap })));

/** What the map's box shows while its code arrives. */
export const LOADING_MAP = (
  <div className={styles.placeholder} role="status">
    Loading map…
  </div>
);
