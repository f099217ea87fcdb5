/**
 * Writes straight into the local D1 database file that wrangler/miniflare keep under
 * `.wrangler/state/v3/d1/`. Going through `wrangler d1 execute` would cost minutes per million
 * rows; Node's built-in `node:sqlite` with prepared statements in chunked transactions writes
 * hundreds of thousands of rows a second. The journal mode is left as wrangler set it (WAL).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";

const D1_DIR = ".wrangler/state/v3/d1/miniflare-D1DatabaseObject";

/** Tables the seed owns: `--force` empties exactly these, nothing members or others created. */
export const SEEDED_TABLES = [
  "locations",
  "location_boundaries",
  "location_neighbours",
  "companies",
  "offices",
  "agents",
  "listings",
  "listing_media",
  "listing_inspections",
  "listing_agents",
  "schools",
  "listing_removals",
  "listing_first_prices",
  "location_market_months",
  "location_market_medians",
  "location_market_stale",
  "location_street_medians",
  "location_view_days",
  "location_market_rankings",
] as const;
export type SeededTable = (typeof SEEDED_TABLES)[number];

/** Big tables whose secondary indexes are dropped during the load and rebuilt after (much faster). */
const BULK_TABLES: readonly SeededTable[] = [
  "listings",
  "listing_media",
  "listing_inspections",
  "listing_agents",
  "locations",
];

function candidateFiles(root: string): string[] {
  const dir = join(root, D1_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
    .map((name) => join(dir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}

function hasListingsTable(file: string): boolean {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'listings'").get() !== undefined;
  } finally {
    db.close();
  }
}

/** The local D1 file with our schema; creates it and applies migrations through wrangler if needed. */
export function ensureLocalDatabase(root: string, log: (line: string) => void): string {
  const ready = () => candidateFiles(root).find(hasListingsTable);
  const found = ready();
  if (found) return found;
  log("local D1 database missing or not migrated: creating it with wrangler …");
  const run = (args: string[]) =>
    execFileSync("npx", ["wrangler", ...args], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  run(["d1", "execute", "homefront", "--local", "--command", "select 1"]);
  run(["d1", "migrations", "apply", "homefront", "--local"]);
  const created = ready();
  if (!created) throw new Error(`no migrated D1 database under ${D1_DIR} after running wrangler`);
  return created;
}

export type RowValue = SQLInputValue | boolean | undefined;

/** Columns as [sql name, row key]; rows may carry extra keys (generator bookkeeping), which are ignored. */
export type Columns<Row> = readonly (readonly [string, keyof Row & string])[];

export class SeedWriter {
  private readonly db: DatabaseSync;
  private droppedIndexes: string[] = [];

  constructor(readonly file: string) {
    this.db = new DatabaseSync(file);
    // A seed can be rerun, so trade durability for speed while it runs. Listing ids are scrambled,
    // so listings go into the table in random key order: a large page cache (1 GiB, allocated only
    // as used) keeps those inserts from re-reading pages at a million listings.
    this.db.exec("PRAGMA synchronous = OFF; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -1048576;");
  }

  count(table: SeededTable): number {
    const row = this.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number } | undefined;
    return row?.n ?? 0;
  }

  wipe(): void {
    this.transaction(() => {
      for (const table of SEEDED_TABLES) this.db.exec(`DELETE FROM ${table}`);
    });
  }

  /**
   * The seed's listings are history, not market news: the triggers of migration 0014 logged each
   * as newly listed, and alert matching must not read them as such.
   */
  forgetMarketEvents(): void {
    this.db.exec("DELETE FROM listing_market_events");
  }

  /** Drop secondary indexes of the bulk tables; `restoreIndexes` recreates them from the same SQL. */
  dropIndexes(): void {
    const rows = this.db
      .prepare(
        `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${BULK_TABLES.map(() => "?").join(",")})`,
      )
      .all(...BULK_TABLES) as { name: string; sql: string }[];
    this.droppedIndexes = rows.map((r) => r.sql);
    for (const row of rows) this.db.exec(`DROP INDEX "${row.name}"`);
  }

  restoreIndexes(): void {
    for (const sql of this.droppedIndexes) this.db.exec(sql);
    this.droppedIndexes = [];
  }

  inserter<Row extends object>(table: SeededTable, columns: Columns<Row>): (row: Row) => void {
    const statement: StatementSync = this.db.prepare(
      `INSERT INTO ${table} (${columns.map(([name]) => name).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    );
    const keys = columns.map(([, key]) => key);
    const values: SQLInputValue[] = new Array<SQLInputValue>(keys.length);
    return (row) => {
      const record = row as Record<string, RowValue>;
      for (let i = 0; i < keys.length; i++) values[i] = toSql(record[keys[i] as string]);
      statement.run(...values);
    };
  }

  /** One statement outside the owned tables (the demo members and their collections). */
  execute(sql: string, ...params: RowValue[]): void {
    this.db.prepare(sql).run(...params.map(toSql));
  }

  /** Whether a query returns any row (the completeness probes). */
  hasRow(query: string): boolean {
    return this.db.prepare(query).get() !== undefined;
  }

  /** Rows of a query (steps that derive tables from what was written, e.g. market figures). */
  select<Row>(query: string): Row[] {
    return this.db.prepare(query).all() as Row[];
  }

  transaction(work: () => void): void {
    this.db.exec("BEGIN");
    try {
      work();
      this.db.exec("COMMIT");
    } catch (error) {
      this.db.exec("ROLLBACK");
      throw error;
    }
  }

  /** Fresh statistics for the query planner, then fold the WAL back into the database file. */
  finish(): void {
    this.db.exec("ANALYZE");
    this.db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  }

  close(): void {
    this.db.close();
  }
}

function toSql(value: RowValue): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}
