// The agent finder reads a suburb's sales (or leases) from listings_suburb_agent_results_idx alone:
// a busy suburb has thousands of results over the history, and reading a table row for each (as it
// did through the search index, when SQLite dropped the finder's `agent_id IS NOT NULL` as always
// true and so could not use the partial index) cost tens of milliseconds per search. The statement
// checked is the one findAreaResults really sends, explained with SQLite's own guesses and with
// statistics like the benchmark's 3,000,000 listings (tests/bench/agents.ts).
import { describe, expect, it } from "vitest";
import { applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { findAreaResults } from "@/lib/db/queries/agents/agent-finder";

const LARGE_DATABASE_STATS: [index: string, stat: string][] = [
  ["listings_suburb_agent_results_idx", "3000000 183 50 2 2 2 1 1 1"],
  ["listings_search_suburb_idx", "3000000 183 50 12 6 2 2 1 1 1 1 1 1 1 1 1 1 1 1 1"],
];

async function planOf(withStats: boolean, status: "sold" | "leased", propertyType?: number): Promise<string[]> {
  const sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  sqlite.exec("ANALYZE; DELETE FROM sqlite_stat1;");
  if (withStats) {
    const insert = sqlite.prepare("INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('listings', ?, ?)");
    for (const [index, stat] of LARGE_DATABASE_STATS) insert.run(index, stat);
  }
  // Reloads the statistics into the query planner.
  sqlite.exec("ANALYZE sqlite_schema");
  const sent: { sql: string; params: readonly unknown[] }[] = [];
  const db = nodeSqliteDatabase(sqlite, (sql, params) => sent.push({ sql, params }));
  await findAreaResults(db, { suburbIds: [5729478], status, since: 0, until: 1, propertyType });
  expect(sent).toHaveLength(1);
  const plan = (
    sqlite.prepare(`EXPLAIN QUERY PLAN ${sent[0]!.sql}`).all(...(sent[0]!.params as never[])) as { detail: string }[]
  ).map((row) => row.detail);
  sqlite.close();
  return plan;
}

describe.each([false, true])("findAreaResults (statistics: %s)", (withStats) => {
  it.each([
    ["sold", undefined],
    ["leased", undefined],
    ["sold", 1],
  ] as const)("reads %s results (property type %s) from the finder's covering index", async (status, type) => {
    const plan = await planOf(withStats, status, type);
    expect(plan, plan.join("\n")).toEqual([
      expect.stringMatching(
        /^SEARCH listings USING COVERING INDEX listings_suburb_agent_results_idx \(suburb_id=\? AND status_type=\?/,
      ),
    ]);
  });
});
