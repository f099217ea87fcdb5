import { sql } from "drizzle-orm";
import type { Database } from "../database";
import { questions } from "../schema";
import type { QuestionRow } from "./questions";

/**
 * Visible questions matching an FTS5 expression (lib/community/question-search.ts builds it),
 * best first by BM25 with the title weighted above the place and the body. `questions_fts` is a
 * virtual table from migration 0024 that Drizzle's schema does not describe, hence raw SQL.
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
  // D1 answers raw rows as objects, the node:sqlite proxy as arrays of column values.
  return rows.map((row) =>
    Array.isArray(row)
      ? { id: Number(row[0]), rank: Number(row[1]) }
      : { id: Number((row as { id: unknown }).id), rank: Number((row as { rank: unknown }).rank) },
  );
}

export type { QuestionRow };
