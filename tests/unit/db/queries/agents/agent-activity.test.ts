// An agent's activities read one agent's range of an index for each kind, never a pass over every
// listing or every review: with 3,000,000 listings a scan per profile view would cost seconds. The
// statements checked are the ones agentWorkRows really sends, caught as they run, and explained
// twice: with SQLite's own guesses (D1 before any ANALYZE) and with statistics like a large
// database's (the benchmark's 3,000,000 listings over ~2,100 agents).
import { describe, expect, it } from "vitest";
import { applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { agentWorkRows } from "@/lib/db/queries/agents/agent-activity";

const LARGE_DATABASE_STATS: [table: string, index: string, stat: string][] = [
  ["listings", "listings_agent_idx", "3000000 1407"],
  ["listings", "listings_agent_results_idx", "3000000 1407 469 2 2 2 2 2 1"],
  ["listings", "listings_status_listed_idx", "3000000 750000 174"],
  ["agent_reviews", "agent_reviews_agent_created_idx", "200000 4 1"],
  ["agent_reviews", "agent_reviews_member_idx", "200000 2"],
];

function plansOf(withStats: boolean) {
  const sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  sqlite.exec("ANALYZE; DELETE FROM sqlite_stat1;");
  if (withStats) {
    const insert = sqlite.prepare("INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)");
    for (const [table, index, stat] of LARGE_DATABASE_STATS) insert.run(table, index, stat);
  }
  // Reloads the statistics into the query planner.
  sqlite.exec("ANALYZE sqlite_schema");
  sqlite.exec("INSERT INTO agent_members (member_id, agent_id) VALUES ('member-sam', 7)");
  const sent: { sql: string; params: readonly unknown[] }[] = [];
  const db = nodeSqliteDatabase(sqlite, (sql, params) => sent.push({ sql, params }));
  return {
    sqlite,
    sent,
    run: () => agentWorkRows(db, 7, 6),
    explain: (statement: { sql: string; params: readonly unknown[] }) =>
      (
        sqlite.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).all(...(statement.params as never[])) as {
          detail: string;
        }[]
      ).map((row) => row.detail),
  };
}

describe.each([false, true])("agentWorkRows (statistics: %s)", (withStats) => {
  it("reads each kind from one agent's range of an index", async () => {
    const { sqlite, sent, run, explain } = plansOf(withStats);
    await run();
    // The account lookup, listed, results, reviews of them, reviews by them.
    expect(sent).toHaveLength(5);
    for (const statement of sent) {
      const plan = explain(statement);
      expect(
        plan.some((detail) => /^SCAN /.test(detail)),
        `${statement.sql}\n${plan.join("\n")}`,
      ).toBe(false);
      expect(
        plan.some((detail) => /^SEARCH /.test(detail)),
        `${statement.sql}\n${plan.join("\n")}`,
      ).toBe(true);
    }
    const listingPlans = sent.filter(({ sql }) => /from "listings"/i.test(sql)).map(explain);
    expect(listingPlans).toHaveLength(2);
    for (const plan of listingPlans)
      expect(
        plan.some((detail) =>
          /^SEARCH listings USING (COVERING )?INDEX listings_agent_\w*idx \(agent_id=/.test(detail),
        ),
      ).toBe(true);
    sqlite.close();
  });
});
