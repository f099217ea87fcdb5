import type { Database } from "../db/database";
import { createLoaders, type Loaders } from "./loaders";

/** What every service call receives: the database, this request's loaders and the clock. */
export interface ServiceContext {
  db: Database;
  loaders: Loaders;
  now: number;
}

export function createServiceContext(db: Database, now: number = Date.now()): ServiceContext {
  return { db, loaders: createLoaders(db, now), now };
}
