"use client";

import { useSyncExternalStore } from "react";
import styles from "./offline-banner.module.css";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const isOnline = () => navigator.onLine;
// The server cannot know; assume online so the first paint shows no banner.
const isOnlineOnServer = () => true;

/**
 * Shows while the browser is offline. The live region is always in the page (a region added
 * together with its text is often not announced); the banner is an overlay at the bottom, so
 * it never moves the page.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
  return (
    <div role="status" className={styles.region} data-print="hide">
      {online ? null : (
        <p className={styles.banner} data-testid="app-offline">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M3 3l18 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          You’re offline. Searches and new pages won’t load until your connection is back.
        </p>
      )}
    </div>
  );
}
