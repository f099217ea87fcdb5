/**
 * `integerSet` (lib/db/queries/search/conditions.ts) under D1's limits: `IN (…)` over it matches
 * exactly the integers given, as a list or, for a long run, as a series; and a run too long to
 * list within D1's 25,000 VM instructions still compiles.
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyD1Limits, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { integerList, integerSet } from "@/lib/db/queries/search/conditions";

const sqlite = openNodeSqlite(":memory:");
const db = nodeSqliteDatabase(sqlite);
beforeAll(() => {
  sqlite.exec("CREATE TABLE n (v INTEGER PRIMARY KEY)");
  sqlite.exec(
    "WITH RECURSIVE s(v) AS (SELECT -20000 UNION ALL SELECT v + 1 FROM s WHERE v < 20000) INSERT INTO n SELECT v FROM s",
  );
  applyD1Limits(sqlite);
});
afterAll(() => sqlite.close());

const matched = async (set: ReturnType<typeof integerSet>) =>
  (await db.values<[number]>(sql`SELECT v FROM n WHERE v IN (${set}) ORDER BY v`)).map(([v]) => v);

describe("integerSet", () => {
  it("matches exactly the integers given: scattered values, short runs and long runs", async () => {
    const run = fc
      .tuple(fc.integer({ min: -19_000, max: 19_000 }), fc.integer({ min: 1, max: 800 }))
      .map(([first, length]) => Array.from({ length }, (_, i) => first + i));
    const scattered = fc.array(fc.integer({ min: -20_000, max: 20_000 }), { minLength: 1, maxLength: 60 });
    await fc.assert(
      fc.asyncProperty(fc.oneof(run, scattered), async (values) => {
        expect(await matched(integerSet(values))).toEqual([...new Set(values)].sort((a, b) => a - b));
      }),
      { numRuns: 150 },
    );
  });

  it("keeps a long run within D1's statement limits, where a literal list fails", async () => {
    const rows = Array.from({ length: 8_000 }, (_, i) => -7_000 + i);
    expect(await matched(integerSet(rows))).toEqual(rows);
    await expect(matched(integerList(rows))).rejects.toThrow();
  });
});
