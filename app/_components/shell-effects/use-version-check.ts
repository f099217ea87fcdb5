import { useEffect } from "react";
import {
  APP_UPDATED_KEY,
  decideVersionAction,
  isVersionCheckDue,
  parseVersionHeader,
  VERSION_HEADER,
  VERSION_PATH,
} from "@/lib/flags/version-check";

export interface VersionCheckOptions {
  /** The version this page was rendered with. */
  clientVersion: string;
  /** The versionReload flag. */
  enabled: boolean;
  /** The versionReloadLogging flag: log failures instead of swallowing them silently. */
  logging: boolean;
}

/**
 * On window focus, asks HEAD /api/version (at most once a minute) and reloads once when the
 * server runs a different version. The decisions live in lib/flags/version-check.ts.
 */
export function useVersionCheck({ clientVersion, enabled, logging }: VersionCheckOptions) {
  useEffect(() => {
    if (!enabled) return;
    let lastCheckedAt: number | undefined;

    async function check() {
      const now = Date.now();
      if (!isVersionCheckDue(now, lastCheckedAt)) return;
      lastCheckedAt = now;
      try {
        const response = await fetch(VERSION_PATH, { method: "HEAD", cache: "no-store" });
        if (!response.ok) throw new Error(`Version check answered ${response.status}`);
        const serverVersion = parseVersionHeader(response.headers.get(VERSION_HEADER));
        if (!serverVersion) throw new Error(`Version check answered without ${VERSION_HEADER}`);
        const action = decideVersionAction({
          serverVersion,
          clientVersion,
          updatedMarkerSet: sessionStorage.getItem(APP_UPDATED_KEY) !== null,
        });
        if (action === "reload") {
          sessionStorage.setItem(APP_UPDATED_KEY, serverVersion);
          window.location.reload();
        } else if (action === "clear-marker") {
          sessionStorage.removeItem(APP_UPDATED_KEY);
        }
      } catch (error) {
        if (logging) console.warn("Version check failed", error);
      }
    }

    const onFocus = () => void check();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [clientVersion, enabled, logging]);
}
