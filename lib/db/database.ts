import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type * as schema from "./schema";

/**
 * What queries and services receive. Any async SQLite driver fits: D1 in the Worker,
 * `drizzle-orm/sqlite-proxy` over node:sqlite in benchmarks and scripts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the run-result type differs per driver (D1Result vs proxy rows) and no query reads it
export type Database = BaseSQLiteDatabase<"async", any, typeof schema>;
