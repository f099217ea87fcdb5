/**
 * The benchmark's database: `.bench/search-{listings}-{seed version}.sqlite`, migrated with our
 * migrations and filled by the project's seed CLI (`--database`). A file is reused as long as the
 * size and the seed's source are the same; new migrations (index changes) are applied to a reused
 * file, so changing indexes does not cost a reseed. `BENCH_DIR` puts the files elsewhere (the
 * million-listing set is several GB: a scratch disk, deleted after the run).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { applyMigrations, openNodeSqlite } from "@/lib/db/node-sqlite";

/** "Today" of the benchmark data, fixed so the data set (and its dates) never shift. */
export const BENCH_REFERENCE_DATE = "2026-03-14";

/** Hash of the seed generator's source: any change to it means a different data set. */
function seedVersion(root: string): string {
  const dir = join(root, "lib/db/seed");
  const hash = createHash("sha256");
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(".ts"))
    .sort()) {
    hash.update(name).update(readFileSync(join(dir, name)));
  }
  hash.update(BENCH_REFERENCE_DATE);
  return hash.digest("hex").slice(0, 10);
}

/** Where the bench databases live: `BENCH_DIR`, or `.bench` in the checkout. */
function benchDir(root: string): string {
  return process.env.BENCH_DIR || join(root, ".bench");
}

export function benchDatabaseFile(root: string, currentListings: number): string {
  return join(benchDir(root), `search-${currentListings}-${seedVersion(root)}.sqlite`);
}

/** New migrations (index changes) applied to a reused file, so they do not cost a reseed. */
function migrateReused(root: string, file: string, log: (line: string) => void): void {
  const sqlite = openNodeSqlite(file);
  const applied = applyMigrations(sqlite, join(root, "lib/db/migrations"));
  if (applied.length > 0) {
    log(`bench: applied ${applied.join(", ")} to ${file}`);
    sqlite.exec("ANALYZE");
  }
  sqlite.close();
}

/** Returns a ready file, seeding one first (minutes at a million listings) when none matches. */
export function prepareBenchDatabase(root: string, currentListings: number, log: (line: string) => void): string {
  const file = benchDatabaseFile(root, currentListings);
  if (existsSync(file)) {
    migrateReused(root, file, log);
    return file;
  }
  mkdirSync(benchDir(root), { recursive: true });
  // Seed into a temporary name so an interrupted run never leaves a half-filled file to reuse.
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const sqlite = openNodeSqlite(partial);
  applyMigrations(sqlite, join(root, "lib/db/migrations"));
  sqlite.close();
  log(
    `bench: seeding ${currentListings.toLocaleString("en-AU")} current listings into ${partial} (once per seed version) …`,
  );
  execFileSync(
    process.execPath,
    [
      join(root, "node_modules/tsx/dist/cli.mjs"),
      "lib/db/seed/cli.ts",
      "--listings",
      String(currentListings),
      "--reference-date",
      BENCH_REFERENCE_DATE,
      "--database",
      partial,
    ],
    { cwd: root, stdio: "inherit" },
  );
  renameSync(partial, file);
  return file;
}

/**
 * A domain bench's data set on top of the search bench's listings:
 * `.bench/{name}-{listings}-{seed version}.sqlite`, a copy of the listings file that `fill` writes
 * into in one transaction, built once and reused (with new migrations applied) while the size and
 * the seed are the same. `fill` returns a line saying what it wrote.
 */
export function prepareDerivedBenchDatabase(
  root: string,
  currentListings: number,
  name: string,
  fill: (sqlite: DatabaseSync) => string,
  log: (line: string) => void,
): string {
  const listingsFile = prepareBenchDatabase(root, currentListings, log);
  const file = listingsFile.replace(/search-(\d+)-/, `${name}-$1-`);
  if (existsSync(file)) {
    migrateReused(root, file, log);
    return file;
  }
  // Written under a temporary name so an interrupted run never leaves a half-filled file to reuse.
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  copyFileSync(listingsFile, partial);
  const sqlite = openNodeSqlite(partial);
  const started = performance.now();
  sqlite.exec("PRAGMA synchronous = OFF; PRAGMA cache_size = -1048576;");
  sqlite.exec("BEGIN");
  const wrote = fill(sqlite);
  sqlite.exec("COMMIT");
  sqlite.exec("ANALYZE");
  sqlite.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  sqlite.close();
  renameSync(partial, file);
  log(`bench: ${wrote} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return file;
}
