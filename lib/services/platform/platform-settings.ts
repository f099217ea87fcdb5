import { getCloudflareContext } from "@opennextjs/cloudflare";
import { drizzle } from "drizzle-orm/d1";
import { platformCacheBackend } from "@/lib/cache/platform-cache";
import * as schema from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";
import type { AppEnvironment } from "@/lib/flags/presets";
import { forgetPlatformSettings, loadSettingsFromDb, readPlatformSettings, type PlatformSettings, type SettingsSource } from "./settings";

/**
 * The running Worker's settings source: this request's D1 and cache bindings. Usable from
 * middleware (no React cache, no server-only import: both bundles call it).
 */
function workerSource(environment: AppEnvironment = serverEnv.APP_ENV): SettingsSource {
  const { env } = getCloudflareContext();
  return {
    environment,
    loadFromDb: () => loadSettingsFromDb(drizzle(env.DB, { schema }), environment),
    backend: platformCacheBackend(),
  };
}

export function getPlatformSettings(): Promise<PlatformSettings> {
  return readPlatformSettings(workerSource());
}

export function forgetWorkerPlatformSettings(environment: AppEnvironment): Promise<void> {
  return forgetPlatformSettings(workerSource(environment));
}
