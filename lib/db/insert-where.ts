import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./database";

/**
 * `INSERT INTO table SELECT <row> WHERE <condition>`: the row is written only when the condition
 * holds, in the same statement (a limit counted and reserved at once, or a write that follows
 * another of the same batch). A query-builder insert, not db.run: D1's batch takes only those.
 * INSERT … SELECT lists every column in table order; a column the row leaves out takes its default.
 */
export function insertWhere<T extends SQLiteTable>(db: Database, table: T, row: T["$inferInsert"], condition: SQL) {
  const values = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = (row as Record<string, unknown>)[key] ?? column.default ?? null;
    return sql`${typeof value === "boolean" ? Number(value) : value}`;
  });
  return db.insert(table).select(sql`SELECT ${sql.join(values, sql`, `)} WHERE ${condition}`);
}
