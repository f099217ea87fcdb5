import { and, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { runInOneBatch } from "../../batch";
import {
  agentReviews,
  answers,
  locationReviews,
  platformAudit,
  postComments,
  postReports,
  questions,
} from "../../schema";
import { agentRatingRefresh } from "../agents/agent-reviews";
import { recountComments } from "./post-comments";
import { recountAnswers } from "./questions";

export type PostType = (typeof postReports.$inferSelect)["postType"];
type Visibility = (typeof questions.$inferSelect)["visibility"];

/** The table of each kind of post; all five share id, member_id, visibility and report_count. */
export function postTable(postType: PostType) {
  switch (postType) {
    case "review":
      return locationReviews;
    case "question":
      return questions;
    case "answer":
      return answers;
    case "comment":
      return postComments;
    case "agentReview":
      return agentReviews;
  }
}

export interface PostRef {
  postType: PostType;
  id: number;
  memberId: string | null;
  visibility: Visibility;
  reportCount: number;
  /** What the post hangs on: a review's or question's place, an answer's question, a comment's review or answer. */
  parent: { type: "location" | "question" | "review" | "answer" | "agent"; id: number };
}

export async function getPostRef(db: Database, postType: PostType, id: number): Promise<PostRef | undefined> {
  const base = (table: ReturnType<typeof postTable>) => ({
    id: table.id,
    memberId: table.memberId,
    visibility: table.visibility,
    reportCount: table.reportCount,
  });
  if (postType === "review") {
    const [row] = await db
      .select({ ...base(locationReviews), parentId: locationReviews.locationId })
      .from(locationReviews)
      .where(eq(locationReviews.id, id));
    return row && { ...row, postType, parent: { type: "location", id: row.parentId } };
  }
  if (postType === "question") {
    const [row] = await db
      .select({ ...base(questions), parentId: questions.locationId })
      .from(questions)
      .where(eq(questions.id, id));
    return row && { ...row, postType, parent: { type: "location", id: row.parentId } };
  }
  if (postType === "agentReview") {
    const [row] = await db
      .select({ ...base(agentReviews), parentId: agentReviews.agentId })
      .from(agentReviews)
      .where(eq(agentReviews.id, id));
    return row && { ...row, postType, parent: { type: "agent", id: row.parentId } };
  }
  if (postType === "answer") {
    const [row] = await db
      .select({ ...base(answers), parentId: answers.questionId })
      .from(answers)
      .where(eq(answers.id, id));
    return row && { ...row, postType, parent: { type: "question", id: row.parentId } };
  }
  const [row] = await db
    .select({ ...base(postComments), parentType: postComments.parentType, parentId: postComments.parentId })
    .from(postComments)
    .where(eq(postComments.id, id));
  return row && { ...row, postType, parent: { type: row.parentType, id: row.parentId } };
}

/**
 * The counters on the post's parent that count visible posts only (a question's answers, a
 * review's or answer's comments), recounted in the batch that changed the post's visibility.
 */
function recountParent(db: Database, post: PostRef) {
  if (post.postType === "answer") return [recountAnswers(db, post.parent.id)];
  // An agent's rating summary counts their visible reviews only.
  if (post.postType === "agentReview") return [agentRatingRefresh(db, post.parent.id)];
  if (post.postType === "comment" && (post.parent.type === "review" || post.parent.type === "answer"))
    return [recountComments(db, post.parent.type, post.parent.id)];
  return [];
}

/** Reports a moderator has not yet settled, counted from their rows. */
function openReports(postType: PostType, postId: number) {
  return sql<number>`(SELECT count(*) FROM ${postReports} WHERE ${postReports.postType} = ${postType} AND ${postReports.postId} = ${postId} AND ${postReports.settledAt} IS NULL)`;
}

/**
 * Records a member's report of a post (once: the primary key) and, in the same transaction,
 * recounts the post's open reports from their rows and holds it back from visitors once they
 * reach `threshold`. Parallel reports each run as one transaction, so the count is never lost
 * or doubled; a repeat report inserts nothing and recounts the same number.
 */
export async function reportPost(
  db: Database,
  post: PostRef,
  report: Omit<typeof postReports.$inferInsert, "postType" | "postId">,
  threshold: number,
): Promise<PostRef | undefined> {
  const table = postTable(post.postType);
  const count = openReports(post.postType, post.id);
  await runInOneBatch(db, [
    db
      .insert(postReports)
      .values({ ...report, postType: post.postType, postId: post.id })
      .onConflictDoNothing(),
    db
      .update(table)
      .set({
        reportCount: count,
        visibility: sql`CASE WHEN ${table.visibility} = 'visible' AND ${count} >= ${threshold} THEN 'held' ELSE ${table.visibility} END`,
      })
      .where(eq(table.id, post.id)),
    ...recountParent(db, post),
  ]);
  return getPostRef(db, post.postType, post.id);
}

export interface QueueRow {
  postType: PostType;
  id: number;
  memberId: string | null;
  authorName: string;
  text: string;
  visibility: Visibility;
  reportCount: number;
  createdAt: number;
}

/**
 * Reported posts a moderator has not settled: held ones and visible ones with open reports, held
 * first, then most reported. Each kind is read through its own table (few rows have reports).
 */
export async function reportedPosts(db: Database, take: number): Promise<QueueRow[]> {
  const open: Visibility[] = ["visible", "held"];
  const of = (
    table: ReturnType<typeof postTable>,
    text:
      | typeof locationReviews.loves
      | typeof questions.title
      | typeof answers.body
      | typeof postComments.body
      | typeof agentReviews.body,
  ) =>
    db
      .select({
        id: table.id,
        memberId: table.memberId,
        authorName: table.authorName,
        text,
        visibility: table.visibility,
        reportCount: table.reportCount,
        createdAt: table.createdAt,
      })
      .from(table)
      .where(and(gt(table.reportCount, 0), inArray(table.visibility, open)))
      .orderBy(desc(table.reportCount))
      .limit(take);
  const [reviews, asked, answered, comments, agentReviewed] = await Promise.all([
    of(locationReviews, locationReviews.loves),
    of(questions, questions.title),
    of(answers, answers.body),
    of(postComments, postComments.body),
    of(agentReviews, agentReviews.body),
  ]);
  return [
    ...reviews.map((row) => ({ ...row, postType: "review" as const })),
    ...asked.map((row) => ({ ...row, postType: "question" as const })),
    ...answered.map((row) => ({ ...row, postType: "answer" as const })),
    ...comments.map((row) => ({ ...row, postType: "comment" as const })),
    ...agentReviewed.map((row) => ({ ...row, postType: "agentReview" as const })),
  ]
    .sort((a, b) => Number(b.visibility === "held") - Number(a.visibility === "held") || b.reportCount - a.reportCount)
    .slice(0, take);
}

/**
 * A moderator's decision: the post's new visibility, its open reports settled (they no longer
 * count, and their rows keep the same members from holding it again), its parent's counters and
 * the audit row, all in one transaction.
 */
export async function decideOnPost(
  db: Database,
  post: PostRef,
  visibility: Visibility,
  at: number,
  audit: typeof platformAudit.$inferInsert,
): Promise<void> {
  const table = postTable(post.postType);
  await runInOneBatch(db, [
    db.update(table).set({ visibility, reportCount: 0 }).where(eq(table.id, post.id)),
    db
      .update(postReports)
      .set({ settledAt: at })
      .where(
        and(eq(postReports.postType, post.postType), eq(postReports.postId, post.id), isNull(postReports.settledAt)),
      ),
    ...recountParent(db, post),
    db.insert(platformAudit).values(audit),
  ]);
}

/** An author deletes their own post (gone for everyone, moderators included). */
/** Which of these posts of one kind the member wrote and has not deleted (for their delete buttons). */
export async function ownPostIds(
  db: Database,
  postType: PostType,
  memberId: string,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const table = postTable(postType);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), eq(table.memberId, memberId), ne(table.visibility, "deleted")));
  return rows.map((row) => row.id);
}

export async function markDeleted(db: Database, post: PostRef, memberId: string): Promise<boolean> {
  const table = postTable(post.postType);
  const [done] = await runInOneBatch(db, [
    db
      .update(table)
      .set({ visibility: "deleted" })
      .where(and(eq(table.id, post.id), eq(table.memberId, memberId)))
      .returning({ id: table.id }),
    ...recountParent(db, post),
  ]);
  return (done as unknown[]).length > 0;
}
