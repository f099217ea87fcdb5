import { useEffect } from "react";

/**
 * The site ships no service worker; earlier versions of the site did, and a leftover one would
 * keep serving stale pages. Unregister whatever is there once per page load.
 */
export function useUnregisterServiceWorkers() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => {
        // Blocked (private mode, insecure origin): there is nothing to clean up there either.
      });
  }, []);
}
