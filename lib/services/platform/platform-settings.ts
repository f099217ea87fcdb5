import { getCloudflareContext } from "@opennextjs/cloudflare";
import { cacheBackendFor } from "@/lib/cache/platform-cache";
import { databaseOf } from "@/lib/db/d1";
import { serverEnv } from "@/lib/env";
import type { AppEnvironment } from "@/lib/flags/presets";
import {
  forgetPlatformSettings,
  loadSettingsFromDb,
  readPlatformSettings,
  type PlatformSettings,
  type SettingsSource,
} from "./settings";

/** The settings source of a Worker's bindings: its D1 and its cache. */
export function settingsSourceFor(env: CloudflareEnv, environment: AppEnvironment): SettingsSource {
  return {
    environment,
    loadFromDb: () => loadSettingsFromDb(databaseOf(env.DB), environment),
    backend: cacheBackendFor(env),
  };
}

/**
 * The running Worker's settings source: this request's D1 and cache bindings. Usable from
 * middleware (no React cache, no server-only import: both bundles call it).
 */
function workerSource(environment: AppEnvironment = serverEnv.APP_ENV): SettingsSource {
  return settingsSourceFor(getCloudflareContext().env, environment);
}

export function getPlatformSettings(): Promise<PlatformSettings> {
  return readPlatformSettings(workerSource());
}

export function forgetWorkerPlatformSettings(environment: AppEnvironment): Promise<void> {
  return forgetPlatformSettings(workerSource(environment));
}
