import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { runInOneBatch } from "../../batch";
import { answers, answerVotes, follows, members, questionCounts, questions } from "../../schema";

export type QuestionRow = typeof questions.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
type Visibility = QuestionRow["visibility"];

export type QuestionSort = "recent" | "active" | "unanswered" | "most_answered";

export async function insertQuestion(db: Database, row: typeof questions.$inferInsert): Promise<QuestionRow> {
  const [inserted] = await db.insert(questions).values(row).returning();
  if (!inserted) throw new Error("the question was not written");
  return inserted;
}

export async function getQuestion(db: Database, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
  return row;
}

export async function getQuestionsByIds(db: Database, ids: readonly number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(questions)
    .where(inArray(questions.id, [...ids]));
}

const QUESTION_ORDER = {
  recent: [desc(questions.createdAt), desc(questions.id)],
  active: [desc(questions.lastActivityAt), desc(questions.id)],
  unanswered: [desc(questions.createdAt), desc(questions.id)],
  most_answered: [desc(questions.answerCount), desc(questions.createdAt)],
} as const;

function questionFilter(locationId: number | null, sort: QuestionSort, visibilities: readonly Visibility[]) {
  return and(
    locationId === null ? undefined : eq(questions.locationId, locationId),
    inArray(questions.visibility, [...visibilities]),
    sort === "unanswered" ? eq(questions.answerCount, 0) : undefined,
  );
}

/** A place's questions (or the country's, for a null location), a page at a time. */
export async function listQuestions(
  db: Database,
  query: {
    locationId: number | null;
    sort: QuestionSort;
    visibilities: readonly Visibility[];
    take: number;
    skip: number;
  },
): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(questionFilter(query.locationId, query.sort, query.visibilities))
    .orderBy(...QUESTION_ORDER[query.sort])
    .limit(query.take)
    .offset(query.skip);
}

/**
 * How many visible questions a place has (0: the whole country), or unanswered ones, from the
 * counts the triggers of migration 0029 keep: one row read, however many questions there are.
 */
export async function countVisibleQuestions(
  db: Database,
  query: { locationId: number | null; sort: QuestionSort },
): Promise<number> {
  const [row] = await db
    .select({ visible: questionCounts.visible, unanswered: questionCounts.unanswered })
    .from(questionCounts)
    .where(eq(questionCounts.locationId, query.locationId ?? 0));
  return (query.sort === "unanswered" ? row?.unanswered : row?.visible) ?? 0;
}

/**
 * The question's visible answer count from its rows, in the batch that changed them; with `at`
 * (a new answer) also its last activity.
 */
export function recountAnswers(db: Database, questionId: number, at?: number) {
  const answerCount = sql<number>`(SELECT count(*) FROM ${answers} WHERE ${answers.questionId} = ${questionId} AND ${answers.visibility} = 'visible')`;
  return db
    .update(questions)
    .set(at === undefined ? { answerCount } : { answerCount, lastActivityAt: at })
    .where(eq(questions.id, questionId));
}

export async function insertAnswer(db: Database, row: typeof answers.$inferInsert): Promise<AnswerRow> {
  const [inserted] = await runInOneBatch(db, [
    db.insert(answers).values(row).returning(),
    recountAnswers(db, row.questionId, row.createdAt),
  ]);
  const answer = (inserted as AnswerRow[])[0];
  if (!answer) throw new Error("the answer was not written");
  return answer;
}

export async function getAnswer(db: Database, id: number): Promise<AnswerRow | undefined> {
  const [row] = await db.select().from(answers).where(eq(answers.id, id)).limit(1);
  return row;
}

/** A question's answers, best voted first, then oldest first. */
export async function listAnswers(
  db: Database,
  questionId: number,
  visibilities: readonly Visibility[],
  take: number,
): Promise<AnswerRow[]> {
  return db
    .select()
    .from(answers)
    .where(and(eq(answers.questionId, questionId), inArray(answers.visibility, [...visibilities])))
    .orderBy(desc(answers.score), asc(answers.createdAt), asc(answers.id))
    .limit(take);
}

/** The answer's score from its votes, in the batch that changed them. */
function recountScore(db: Database, answerId: number) {
  return db
    .update(answers)
    .set({
      score: sql`(SELECT coalesce(sum(${answerVotes.value}), 0) FROM ${answerVotes} WHERE ${answerVotes.answerId} = ${answerId})`,
    })
    .where(eq(answers.id, answerId));
}

/**
 * Sets a member's vote on an answer (+1 or -1; 0 takes it back). The primary key keeps one vote
 * per member per answer, a changed vote replaces the old one, and the score is recounted from the
 * votes in the same transaction, so repeats and parallel requests cannot inflate it.
 */
export async function setAnswerVote(
  db: Database,
  memberId: string,
  answerId: number,
  value: -1 | 0 | 1,
  at: number,
): Promise<number> {
  const write =
    value === 0
      ? db.delete(answerVotes).where(and(eq(answerVotes.memberId, memberId), eq(answerVotes.answerId, answerId)))
      : db
          .insert(answerVotes)
          .values({ memberId, answerId, value, createdAt: at })
          .onConflictDoUpdate({ target: [answerVotes.memberId, answerVotes.answerId], set: { value, createdAt: at } });
  await runInOneBatch(db, [write, recountScore(db, answerId)]);
  const [row] = await db.select({ score: answers.score }).from(answers).where(eq(answers.id, answerId));
  return row?.score ?? 0;
}

/** The member's votes on these answers. */
export async function votesOf(
  db: Database,
  memberId: string,
  answerIds: readonly number[],
): Promise<{ answerId: number; value: number }[]> {
  if (answerIds.length === 0) return [];
  return db
    .select({ answerId: answerVotes.answerId, value: answerVotes.value })
    .from(answerVotes)
    .where(and(eq(answerVotes.memberId, memberId), inArray(answerVotes.answerId, [...answerIds])));
}

export async function setBestAnswer(db: Database, questionId: number, answerId: number | null): Promise<void> {
  await db.update(questions).set({ bestAnswerId: answerId }).where(eq(questions.id, questionId));
}

/**
 * The members to tell about a new answer: the question's followers who want follow updates and
 * have a confirmed address, except the one who answered.
 */
export async function followersToMail(
  db: Database,
  questionId: number,
  exceptMemberId: string,
  take: number,
): Promise<{ memberId: string; email: string; name: string }[]> {
  return db
    .select({ memberId: members.id, email: members.email, name: members.name })
    .from(follows)
    .innerJoin(members, eq(members.id, follows.memberId))
    .where(
      and(
        eq(follows.targetType, "question"),
        eq(follows.targetId, String(questionId)),
        ne(follows.memberId, exceptMemberId),
        eq(members.emailFollowUpdates, true),
        isNotNull(members.emailVerifiedAt),
      ),
    )
    .limit(take);
}
