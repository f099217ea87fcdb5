import { sql, type SQL } from "drizzle-orm";

/**
 * D1 compiles at most 5 SELECTs in one compound SELECT (workerd sets SQLITE_LIMIT_COMPOUND_SELECT
 * to 5; plain SQLite allows 500). A sub-select in FROM starts its own count.
 */
export const MAX_COMPOUND_TERMS = 5;

/**
 * SELECTs joined by UNION ALL, any number of them: past five they are nested five at a time as
 * `SELECT * FROM (… UNION ALL …)`, still one statement and the same rows.
 */
export function unionAll(selects: readonly SQL[]): SQL {
  if (selects.length === 0) throw new Error("unionAll needs at least one SELECT");
  if (selects.length <= MAX_COMPOUND_TERMS) return sql.join([...selects], sql` UNION ALL `);
  const groups: SQL[] = [];
  for (let i = 0; i < selects.length; i += MAX_COMPOUND_TERMS) {
    groups.push(sql`SELECT * FROM (${sql.join(selects.slice(i, i + MAX_COMPOUND_TERMS), sql` UNION ALL `)})`);
  }
  return unionAll(groups);
}
