import "server-only";
import { cache } from "react";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";
import type { Database } from "./database";

/**
 * The D1 database of the current request. A new Drizzle wrapper per request (cheap), never a
 * module-level singleton: bindings belong to the request's isolate context (OpenNext guidance).
 * `cache` makes one server-component render share one instance.
 */
export const getDb = cache((): Database => {
  const { env } = getCloudflareContext();
  return drizzle(env.DB, { schema });
});
