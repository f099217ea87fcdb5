import type { CacheBackend } from "@/lib/cache/backend";
import type { Database } from "@/lib/db/database";
import { pingDatabase } from "@/lib/db/queries/platform/health";

/**
 * What an uptime check asks: is this deployment answering, which version is it, and can it reach
 * its database and its cache. One `SELECT 1` and one cache read, so a check every few seconds
 * costs nearly nothing; no settings, secrets or counts in the answer.
 */
export interface HealthReport {
  status: "ok" | "degraded" | "down";
  version: string;
  checks: {
    database: "ok" | "unreachable";
    cache: "ok" | "unreachable" | "none";
  };
}

/** A key nobody writes: reading it proves the cache answers without touching real entries. */
export const HEALTH_PROBE_KEY = "health:probe";

export interface HealthDeps {
  db: Database;
  cache: CacheBackend | undefined;
  version: string;
}

/**
 * The database down means the site is down (503); the cache down only degrades it (200), since
 * every cache read falls back to the database.
 */
export async function checkHealth({ db, cache, version }: HealthDeps): Promise<HealthReport> {
  const [database, cacheCheck] = await Promise.all([
    pingDatabase(db).then(
      () => "ok" as const,
      () => "unreachable" as const,
    ),
    cache
      ? cache.get(HEALTH_PROBE_KEY).then(
          () => "ok" as const,
          () => "unreachable" as const,
        )
      : Promise.resolve("none" as const),
  ]);
  const status = database !== "ok" ? "down" : cacheCheck === "unreachable" ? "degraded" : "ok";
  return { status, version, checks: { database, cache: cacheCheck } };
}

export function healthStatusCode(report: HealthReport): number {
  return report.status === "down" ? 503 : 200;
}
