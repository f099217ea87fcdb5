import "server-only";
import { getDb } from "@/lib/db/client";
import type { PlatformContext } from "./platform-context";
import { forgetWorkerPlatformSettings } from "./platform-settings";

/** The platform context of a request in the Worker (admin pages, admin API routes). */
export function workerPlatformContext(): PlatformContext {
  return { db: getDb(), now: Date.now(), forgetSettings: forgetWorkerPlatformSettings };
}
