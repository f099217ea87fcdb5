import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "./database";

type Statement = BatchItem<"sqlite">;

/**
 * Runs the statements as one transaction: D1's `batch` (one round trip, all or nothing). The
 * `Database` type is any async SQLite driver, and only D1's and the proxy driver have `batch`.
 */
export async function runInOneBatch(db: Database, statements: [Statement, ...Statement[]]): Promise<unknown[]> {
  const batch = (db as unknown as { batch?: (items: [Statement, ...Statement[]]) => Promise<unknown[]> }).batch;
  if (typeof batch !== "function") throw new Error("this database driver cannot run a batch");
  return batch.call(db, statements);
}
