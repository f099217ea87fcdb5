import { drizzle } from "drizzle-orm/d1";
import type { Database } from "./database";
import { withLockRetry } from "./lock-retry";
import * as schema from "./schema";

/**
 * The one place a D1 binding becomes our `Database`: pages and routes reach it through
 * `getDb()` (lib/db/client.ts), the Worker entry's scheduled work and middleware through
 * `contextFromEnv` (lib/services/context.ts). No imports of React or server-only, so the middleware
 * bundle can use it too. A locked local file is waited out here (lock-retry.ts), on every path.
 */
export function databaseOf(d1: D1Database): Database {
  return drizzle(withLockRetry(d1), { schema });
}
