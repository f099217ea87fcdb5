import { sql } from "drizzle-orm";
import type { Database } from "../../database";
import { questions } from "../../schema";
import type { QuestionRow } from "./questions";

/* `questions_fts` is a virtual table from migration 0024 that Drizzle's schema does not describe, hence raw SQL. */

/** D1 answers raw rows as objects, the node:sqlite proxy as arrays of column values. */
function column(row: unknown, name: string, index: number): number {
  return Number(Array.isArray(row) ? row[index] : (row as Record<string, unknown>)[name]);
}

/**
 * How many questions match an FTS5 expression, counted up to `cap` (visible or not): walking a
 * match's rows without ranking them is cheap, so this costs at most `cap` steps however common
 * the words are.
 */
export async function countMatchesUpTo(db: Database, match: string, cap: number): Promise<number> {
  const [row] = await db.all<unknown>(sql`
    SELECT count(*) AS n FROM (SELECT 1 FROM questions_fts WHERE questions_fts MATCH ${match} LIMIT ${cap})`);
  return row === undefined ? 0 : column(row, "n", 0);
}

/**
 * Visible questions matching an FTS5 expression (lib/community/question-search.ts builds it),
 * best first by BM25 with the title weighted above the place and the body. BM25 reads every row
 * of each term's index to weigh the terms, so the service calls this only when the match is
 * small (countMatchesUpTo).
 */
export async function searchQuestionIds(
  db: Database,
  match: string,
  take: number,
  skip: number,
): Promise<{ id: number; rank: number }[]> {
  const rows = await db.all<unknown>(sql`
    SELECT f.rowid AS id, bm25(questions_fts, 10.0, 1.0, 4.0) AS rank
    FROM questions_fts f
    JOIN ${questions} q ON q.id = f.rowid
    WHERE questions_fts MATCH ${match} AND q.visibility = 'visible'
    ORDER BY rank, f.rowid DESC
    LIMIT ${take} OFFSET ${skip}`);
  return rows.map((row) => ({ id: column(row, "id", 0), rank: column(row, "rank", 1) }));
}

/**
 * The newest visible questions matching an FTS5 expression, newest first: FTS5 walks a match in
 * id order (ids grow with time) and stops at the limit, so this costs what it returns, not what
 * matches.
 */
export async function newestMatchingIds(db: Database, match: string, limit: number): Promise<number[]> {
  const rows = await db.all<unknown>(sql`
    SELECT f.rowid AS id
    FROM questions_fts f
    WHERE questions_fts MATCH ${match}
      AND EXISTS (SELECT 1 FROM ${questions} q WHERE q.id = f.rowid AND q.visibility = 'visible')
    ORDER BY f.rowid DESC
    LIMIT ${limit}`);
  return rows.map((row) => column(row, "id", 0));
}

export type { QuestionRow };
