import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { agentReviews, agents } from "../../schema";
import type { AgentReviewRow } from "./agent-profile";

/**
 * Inserts a review unless this member (or this sale) already has one: the unique indexes decide,
 * in the one statement, so two reviews sent at once cannot both land. Undefined when refused.
 */
export async function insertAgentReview(
  db: Database,
  row: typeof agentReviews.$inferInsert,
): Promise<AgentReviewRow | undefined> {
  const inserted = await db.insert(agentReviews).values(row).onConflictDoNothing().returning();
  return inserted[0];
}

/**
 * One imported review, skipped when the same one (agent, site, reviewer, day) was imported before:
 * a statement, so a whole import runs in one batch. Its result is the inserted row, or none.
 */
export function insertImportedReviewStatement(db: Database, row: typeof agentReviews.$inferInsert) {
  return db.insert(agentReviews).values(row).onConflictDoNothing().returning();
}

/** Reviews visitors see: not held, hidden or removed by moderation. */
export const visibleAgentReview = eq(agentReviews.visibility, "visible");

/**
 * Sets the agent's rating summary from their visible review rows: round(sum × 10 / count) / 10,
 * as the seed computes it. It reads every row, so whichever of two concurrent writes runs it last
 * leaves the summary of both. A statement, so a moderation decision can run it in its batch.
 */
export function agentRatingRefresh(db: Database, agentId: number) {
  const theirs = and(eq(agentReviews.agentId, agentId), visibleAgentReview);
  return db
    .update(agents)
    .set({
      reviewCount: sql`(SELECT count(*) FROM ${agentReviews} WHERE ${theirs})`,
      ratingAverage: sql`(SELECT round(sum(${agentReviews.rating}) * 10.0 / count(*)) / 10.0 FROM ${agentReviews} WHERE ${theirs})`,
    })
    .where(eq(agents.id, agentId));
}

export async function refreshAgentRating(db: Database, agentId: number): Promise<void> {
  await agentRatingRefresh(db, agentId);
}

/** How many reviews of agents a member wrote, by star rating (1 to 5), from the member index. */
export async function countReviewsByMemberPerRating(
  db: Database,
  memberId: string,
): Promise<{ rating: number; count: number }[]> {
  return db
    .select({ rating: agentReviews.rating, count: sql<number>`count(*)` })
    .from(agentReviews)
    .where(and(eq(agentReviews.memberId, memberId), visibleAgentReview))
    .groupBy(agentReviews.rating);
}
