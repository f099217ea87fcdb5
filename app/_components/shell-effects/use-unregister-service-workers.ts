import { useEffect } from "react";
import { PUSH_SERVICE_WORKER_PATH } from "@/lib/alerts/push-service-worker";

/** Whether the registration is the alerts' push-only service worker (by its script's path). */
function isPushWorker(registration: ServiceWorkerRegistration): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return worker !== null && new URL(worker.scriptURL).pathname === PUSH_SERVICE_WORKER_PATH;
}

/**
 * The site ships no caching service worker; earlier versions of the site did, and a leftover one
 * would keep serving stale pages. Unregister every one once per page load, except the push-only
 * worker a member registers for alert notifications (it handles no fetches; docs/alerts.md).
 */
export function useUnregisterServiceWorkers() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .getRegistrations()
      .then((registrations) =>
        Promise.all(
          registrations
            .filter((registration) => !isPushWorker(registration))
            .map((registration) => registration.unregister()),
        ),
      )
      .catch(() => {
        // Blocked (private mode, insecure origin): there is nothing to clean up there either.
      });
  }, []);
}
