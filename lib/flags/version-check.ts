/**
 * Version check decisions. Pure, so the browser component only wires
 * events, storage and fetch around them.
 */

/** Response header of HEAD /api/version, of the form `<app name>@<version>`. */
export const VERSION_HEADER = "x-app-version";
export const VERSION_PATH = "/api/version";
/** sessionStorage key marking that the page has already reloaded for a new version. */
export const APP_UPDATED_KEY = "appUpdated";
/** The server is asked at most once per this many milliseconds. */
export const VERSION_CHECK_INTERVAL_MS = 60_000;

export function formatVersionHeader(appName: string, version: string): string {
  return `${appName}@${version}`;
}

/**
 * Strips the `name@` prefix. The last `@` is the separator so scoped names (`@scope/app@1.2.0`)
 * work; a value without `@` is taken as the bare version. Missing or empty gives undefined.
 */
export function parseVersionHeader(value: string | null | undefined): string | undefined {
  const version = value?.slice(value.lastIndexOf("@") + 1).trim();
  return version ? version : undefined;
}

/** True when no check has run yet or the last one is at least the interval ago. */
export function isVersionCheckDue(now: number, lastCheckedAt: number | undefined): boolean {
  return lastCheckedAt === undefined || now - lastCheckedAt >= VERSION_CHECK_INTERVAL_MS;
}

export type VersionAction = "reload" | "clear-marker" | "none";

/**
 * A newer (different) server version reloads the page once, leaving the marker so a server that
 * keeps answering differently (say, a stale edge) cannot cause a reload loop; once the versions
 * match again the marker is cleared so the next release reloads too.
 */
export function decideVersionAction(input: {
  serverVersion: string;
  clientVersion: string;
  updatedMarkerSet: boolean;
}): VersionAction {
  const same = input.serverVersion === input.clientVersion;
  if (!same && !input.updatedMarkerSet) return "reload";
  if (same && input.updatedMarkerSet) return "clear-marker";
  return "none";
}
