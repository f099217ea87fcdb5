import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { runInOneBatch } from "../../batch";
import { answers, locationReviews, postComments } from "../../schema";

export type CommentRow = typeof postComments.$inferSelect;
export type CommentParent = CommentRow["parentType"];
type Visibility = CommentRow["visibility"];

function parentTable(parentType: CommentParent) {
  return parentType === "review" ? locationReviews : answers;
}

/** The parent's visible comment count from its rows, in the batch that changed them. */
export function recountComments(db: Database, parentType: CommentParent, parentId: number) {
  const table = parentTable(parentType);
  return db
    .update(table)
    .set({
      commentCount: sql`(SELECT count(*) FROM ${postComments} WHERE ${postComments.parentType} = ${parentType} AND ${postComments.parentId} = ${parentId} AND ${postComments.visibility} = 'visible')`,
    })
    .where(eq(table.id, parentId));
}

/** Adds a comment and recounts its parent's comments in one transaction. */
export async function insertComment(db: Database, row: typeof postComments.$inferInsert): Promise<CommentRow> {
  const [inserted] = await runInOneBatch(db, [
    db.insert(postComments).values(row).returning(),
    recountComments(db, row.parentType, row.parentId),
  ]);
  const comment = (inserted as CommentRow[])[0];
  if (!comment) throw new Error("the comment was not written");
  return comment;
}

/** Comments of these parents, oldest first (a conversation reads down). */
export async function listComments(
  db: Database,
  parentType: CommentParent,
  parentIds: readonly number[],
  visibilities: readonly Visibility[],
  takeEach: number,
): Promise<CommentRow[]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .select()
    .from(postComments)
    .where(
      and(
        eq(postComments.parentType, parentType),
        inArray(postComments.parentId, [...parentIds]),
        inArray(postComments.visibility, [...visibilities]),
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  const perParent = new Map<number, number>();
  return rows.filter((row) => {
    const n = (perParent.get(row.parentId) ?? 0) + 1;
    perParent.set(row.parentId, n);
    return n <= takeEach;
  });
}

export async function getComment(db: Database, id: number): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(postComments).where(eq(postComments.id, id)).limit(1);
  return row;
}
