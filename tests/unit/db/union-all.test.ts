/**
 * `unionAll` (lib/db/queries/union-all.ts) under D1's limits: any number of SELECTs compiles and
 * returns every row once, where a flat UNION ALL of more than five fails as it does on D1.
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyD1Limits, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { unionAll } from "@/lib/db/queries/union-all";

const sqlite = openNodeSqlite(":memory:");
const db = nodeSqliteDatabase(sqlite);
beforeAll(() => applyD1Limits(sqlite));
afterAll(() => sqlite.close());

describe("unionAll", () => {
  it("returns every SELECT's rows, for any number of SELECTs", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 150 }), async (count) => {
        const selects = Array.from({ length: count }, (_, i) => sql`SELECT ${sql.raw(String(i))} AS n`);
        const rows = await db.values<[number]>(sql`SELECT n FROM (${unionAll(selects)}) ORDER BY n`);
        expect(rows.map(([n]) => n)).toEqual(Array.from({ length: count }, (_, i) => i));
      }),
      { numRuns: 60 },
    );
  });

  it("is needed: six SELECTs in one flat UNION ALL fail under D1's limits", async () => {
    const flat = sql.join(
      Array.from({ length: 6 }, () => sql`SELECT 1`),
      sql` UNION ALL `,
    );
    // Drizzle wraps SQLite's error; the cause is SQLite's own message.
    await expect(db.values(flat)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/too many terms in compound SELECT/) },
    });
  });
});
