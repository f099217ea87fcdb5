import type { Database } from "@/lib/db/database";
import type { AppEnvironment } from "@/lib/flags/presets";

/** What the platform services need: the database, the clock, and how to drop cached settings. */
export interface PlatformContext {
  db: Database;
  now: number;
  /** Called after every change so middleware and pages see it (cache and isolate memo). */
  forgetSettings: (environment: AppEnvironment) => Promise<void>;
}
