import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { agentMembers, agentReviews, answers, listings, questions } from "../../schema";
import type { AnswerRow, QuestionRow } from "../community/questions";
import { visibleAgentReview } from "./agent-reviews";

export interface ListingEventRow {
  id: number;
  status: (typeof listings.$inferSelect)["statusType"];
  at: number;
}

export interface AgentReviewEventRow {
  id: number;
  /** The agent reviewed: the agent themselves for a review they received. */
  agentId: number;
  authorName: string;
  rating: number;
  body: string;
  isVendor: boolean;
  at: number;
}

export interface AgentWorkRows {
  listed: ListingEventRow[];
  results: ListingEventRow[];
  reviewsReceived: AgentReviewEventRow[];
  reviewsWritten: AgentReviewEventRow[];
  /** The agent's member account, whose community posts are their other activities; null without one. */
  memberId: string | null;
}

const reviewColumns = {
  id: agentReviews.id,
  agentId: agentReviews.agentId,
  authorName: agentReviews.authorName,
  rating: agentReviews.rating,
  body: agentReviews.body,
  isVendor: agentReviews.isVendor,
  at: agentReviews.createdAt,
};

/** When a result happened: its sale or its lease. */
const resultAt = sql<number>`coalesce(${listings.soldAt}, ${listings.leasedAt})`;

/**
 * The newest `take` of each kind of the agent's own activity: listings they listed (any status,
 * by listing day), their sales and leases (by the day of the result), visible reviews of them and
 * visible reviews they wrote as a member. Each reads one agent's range of an index
 * (`listings_agent_results_idx`, which carries the days, so no listing row is read;
 * `agent_reviews_agent_created_idx`; `agent_reviews_member_idx`), never a scan.
 */
export async function agentWorkRows(db: Database, agentId: number, take: number): Promise<AgentWorkRows> {
  const memberId = await agentAccountOf(db, agentId);
  const [listed, results, reviewsReceived, reviewsWritten] = await Promise.all([
    db
      .select({ id: listings.id, status: listings.statusType, at: listings.listedAt })
      .from(listings)
      .where(eq(listings.agentId, agentId))
      .orderBy(desc(listings.listedAt), desc(listings.id))
      .limit(take),
    db
      .select({ id: listings.id, status: listings.statusType, at: resultAt })
      .from(listings)
      .where(and(eq(listings.agentId, agentId), inArray(listings.statusType, ["sold", "leased"])))
      .orderBy(desc(resultAt), desc(listings.id))
      .limit(take),
    db
      .select(reviewColumns)
      .from(agentReviews)
      .where(and(eq(agentReviews.agentId, agentId), visibleAgentReview))
      .orderBy(desc(agentReviews.createdAt), desc(agentReviews.id))
      .limit(take),
    memberId === null
      ? Promise.resolve([])
      : db
          .select(reviewColumns)
          .from(agentReviews)
          .where(and(eq(agentReviews.memberId, memberId), visibleAgentReview))
          .orderBy(desc(agentReviews.createdAt), desc(agentReviews.id))
          .limit(take),
  ]);
  return { listed, results, reviewsReceived, reviewsWritten, memberId };
}

/** The agent's member account (`agent_members_agent_uq`), or null when they have none. */
export async function agentAccountOf(db: Database, agentId: number): Promise<string | null> {
  const [account] = await db
    .select({ memberId: agentMembers.memberId })
    .from(agentMembers)
    .where(eq(agentMembers.agentId, agentId))
    .limit(1);
  return account?.memberId ?? null;
}

/** A member's visible questions, newest first (`questions_member_idx`). */
export async function listVisibleQuestionsBy(
  db: Database,
  memberId: string,
  skip: number,
  take: number,
): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.memberId, memberId), eq(questions.visibility, "visible")))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(take)
    .offset(skip);
}

/** A member's visible answers under visible questions, newest first (`answers_member_idx`). */
export async function listVisibleAnswersBy(
  db: Database,
  memberId: string,
  skip: number,
  take: number,
): Promise<{ answer: AnswerRow; question: QuestionRow }[]> {
  return db
    .select({ answer: answers, question: questions })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(eq(answers.memberId, memberId), eq(answers.visibility, "visible"), eq(questions.visibility, "visible")))
    .orderBy(desc(answers.createdAt), desc(answers.id))
    .limit(take)
    .offset(skip);
}
