import type { Database } from "../db/database";
import { databaseOf } from "../db/d1";
import { createLoaders, type Loaders } from "./loaders";

/** What every service call receives: the database, this request's loaders and the clock. */
export interface ServiceContext {
  db: Database;
  loaders: Loaders;
  now: number;
}

/**
 * A context over any database: tests and scripts (node:sqlite) and the two factories below.
 * Pages, actions and routes use `requestContext()` (lib/services/request-context.ts); the Worker
 * entry's scheduled work and middleware, which have the bindings but no request render, use
 * `contextFromEnv(env)`.
 */
export function createServiceContext(db: Database, now: number = Date.now()): ServiceContext {
  return { db, loaders: createLoaders(db, now), now };
}

/** The context of code that holds the Worker's bindings directly (cron, middleware). */
export function contextFromEnv(env: Pick<CloudflareEnv, "DB">, now: number = Date.now()): ServiceContext {
  return createServiceContext(databaseOf(env.DB), now);
}
