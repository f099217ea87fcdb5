import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { runInOneBatch } from "../../batch";
import { authAttempts } from "../../schema";

/** One limit as the database sees it: at most `max` events under `key` after `since`. */
export interface AttemptWindow {
  key: string;
  max: number;
  since: number;
}

/** D1 refuses a compound SELECT of more than 5 parts; no action has more than 2 limits. */
const MAX_WINDOWS = 5;

/**
 * Records one event under every key, but only if every key still has room in its window, in a
 * single INSERT … SELECT … WHERE: the count and the write are one statement, so parallel requests
 * cannot all read "room left" before any of them writes (D1 runs one statement at a time).
 * Events older than each window are pruned right after (only for the table's size: they no
 * longer count). Returns the ids of the new rows (to release them later), or null when a limit
 * is used up and nothing was written.
 */
export async function reserveAttempts(
  db: Database,
  windows: readonly AttemptWindow[],
  at: number,
): Promise<number[] | null> {
  if (windows.length === 0) return [];
  if (windows.length > MAX_WINDOWS) throw new Error(`at most ${MAX_WINDOWS} limits per reservation`);
  const keys = sql.join(
    windows.map((w, i) => (i === 0 ? sql`SELECT ${w.key} AS k` : sql`SELECT ${w.key}`)),
    sql` UNION ALL `,
  );
  const room = sql.join(
    windows.map(
      (w) =>
        sql`(SELECT count(*) FROM ${authAttempts} WHERE ${authAttempts.key} = ${w.key} AND ${authAttempts.at} > ${w.since}) < ${w.max}`,
    ),
    sql` AND `,
  );
  // A raw statement on its own: Drizzle's D1 batch cannot carry raw SQL.
  const rows = await db.all<unknown>(
    sql`INSERT INTO ${authAttempts} (${sql.identifier(authAttempts.key.name)}, ${sql.identifier(authAttempts.at.name)}) SELECT reserved.k, ${at} FROM (${keys}) AS reserved WHERE ${room} RETURNING ${sql.identifier(authAttempts.id.name)}`,
  );
  const [prune, ...more] = windows.map((w) =>
    db.delete(authAttempts).where(and(eq(authAttempts.key, w.key), lt(authAttempts.at, w.since))),
  );
  if (prune) await runInOneBatch(db, [prune, ...more]);
  if (rows.length === 0) return null;
  // D1 answers raw rows as objects, the node:sqlite proxy as arrays of column values.
  return rows.map((row) => Number(Array.isArray(row) ? row[0] : (row as { id: unknown }).id));
}

/** Gives reserved events back (an attempt that turned out not to count against the limit). */
export async function releaseAttempts(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(authAttempts).where(inArray(authAttempts.id, [...ids]));
}
