/**
 * A Drizzle `Database` over Node's built-in `node:sqlite`, for benchmarks, scripts and database
 * tests. It goes through `drizzle-orm/sqlite-proxy`, the same async driver shape as D1, so the
 * query functions under lib/db/queries run unchanged on both.
 *
 * Not for the Worker: workerd has no node:sqlite.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import type { Database } from "./database";
import * as schema from "./schema";

type ProxyMethod = "run" | "all" | "values" | "get";

/** Prepared statements by SQL text; search shapes repeat, so preparing once matters in benchmarks. */
const MAX_CACHED_STATEMENTS = 500;

function toSqlValue(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value === undefined) return null;
  return value as SQLInputValue;
}

/**
 * Runs one statement the way sqlite-proxy expects:
 * - `all` / `values`: every row as an array of column values (Drizzle maps arrays to fields);
 * - `get`: the first row as an array, or undefined;
 * - `run`: no rows.
 */
function runStatement(statement: StatementSync, params: readonly unknown[], method: ProxyMethod): { rows: unknown[] } {
  const values = params.map(toSqlValue);
  if (method === "run") {
    statement.run(...values);
    return { rows: [] };
  }
  statement.setReturnArrays(true);
  if (method === "get") return { rows: statement.get(...values) as unknown as unknown[] };
  return { rows: statement.all(...values) as unknown as unknown[] };
}

/** Sees every statement before it runs (the query-plan test collects them to EXPLAIN). */
export type StatementObserver = (sql: string, params: readonly unknown[]) => void;

export function nodeSqliteDatabase(sqlite: DatabaseSync, observe?: StatementObserver): Database {
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string, params: readonly unknown[]) => {
    observe?.(sql, params);
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return drizzle(
    async (sql, params, method) => runStatement(prepare(sql, params), params, method),
    async (batch) => {
      // A batch is one transaction, as on D1.
      sqlite.exec("BEGIN");
      try {
        const results = batch.map(({ sql, params, method }) => runStatement(prepare(sql, params), params, method));
        sqlite.exec("COMMIT");
        return results;
      } catch (error) {
        sqlite.exec("ROLLBACK");
        throw error;
      }
    },
    { schema },
  );
}

/**
 * The limits workerd sets on every D1 and Durable Object database (`SqliteDatabase` in
 * workerd's src/workerd/util/sqlite.c++), far below SQLite's defaults: a UNION ALL of more than
 * 5 SELECTs, 100 bound parameters or a 100 KB statement work in plain SQLite and fail on D1.
 */
export const D1_LIMITS = {
  length: 2_200_000,
  sqlLength: 100_000,
  column: 100,
  exprDepth: 100,
  compoundSelect: 5,
  vdbeOp: 25_000,
  functionArg: 127,
  attach: 0,
  likePatternLength: 50,
  variableNumber: 100,
  triggerDepth: 10,
} as const;

/**
 * Holds a connection to D1's limits, so a test or benchmark running the app's queries here fails
 * where D1 would. Apply after setting up data (bulk inserts bind more than D1 allows).
 */
export function applyD1Limits(sqlite: DatabaseSync): void {
  Object.assign(sqlite.limits, D1_LIMITS);
}

/** Opens (or creates) a SQLite file, or `:memory:`. */
export function openNodeSqlite(file: string, options: { readOnly?: boolean } = {}): DatabaseSync {
  return new DatabaseSync(file, { readOnly: options.readOnly ?? false });
}

const MIGRATIONS_TABLE = "d1_migrations";

/**
 * Applies the drizzle-kit migrations in `dir` that have not run yet, in name order, recording
 * them in `d1_migrations` by name as wrangler does, so a file prepared here could be handed to
 * wrangler and vice versa. Returns the names it applied.
 */
export function applyMigrations(sqlite: DatabaseSync, dir = join(process.cwd(), "lib/db/migrations")): string[] {
  sqlite.exec(
    `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)`,
  );
  const done = new Set(
    (sqlite.prepare(`SELECT name FROM ${MIGRATIONS_TABLE}`).all() as { name: string }[]).map((row) => row.name),
  );
  const pending = readdirSync(dir)
    .filter((name) => name.endsWith(".sql") && !done.has(name))
    .sort();
  for (const name of pending) {
    const statements = readFileSync(join(dir, name), "utf8")
      .split("--> statement-breakpoint")
      .map((part) => part.trim())
      .filter(Boolean);
    sqlite.exec("BEGIN");
    try {
      for (const statement of statements) sqlite.exec(statement);
      sqlite.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (name) VALUES (?)`).run(name);
      sqlite.exec("COMMIT");
    } catch (error) {
      sqlite.exec("ROLLBACK");
      throw new Error(`migration ${name} failed: ${(error as Error).message}`);
    }
  }
  return pending;
}
