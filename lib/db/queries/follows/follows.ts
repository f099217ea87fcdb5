import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { agents, follows, locations, type FollowTargetType } from "../../schema";

export type FollowRow = typeof follows.$inferSelect;

/**
 * Stores a follow unless the member already follows `max` things, in one statement: the count and
 * the insert cannot interleave with a parallel follow, so parallel requests never pass the cap.
 * A follow that exists already is left as it is. True when the member follows the target after.
 */
export async function insertFollowWithinLimit(
  db: Database,
  row: typeof follows.$inferInsert,
  max: number,
): Promise<boolean> {
  await db.run(
    sql`INSERT INTO ${follows} (member_id, target_type, target_id, created_at)
        SELECT ${row.memberId}, ${row.targetType}, ${row.targetId}, ${row.createdAt}
        WHERE (SELECT count(*) FROM ${follows} WHERE member_id = ${row.memberId}) < ${max}
        ON CONFLICT DO NOTHING`,
  );
  return isFollowing(db, row.memberId, row.targetType, row.targetId);
}

export async function deleteFollow(
  db: Database,
  memberId: string,
  targetType: FollowTargetType,
  targetId: string,
): Promise<void> {
  await db
    .delete(follows)
    .where(and(eq(follows.memberId, memberId), eq(follows.targetType, targetType), eq(follows.targetId, targetId)));
}

/** A member's follows, newest first (member_id leads the primary key and the created index). */
export async function listFollowsOf(db: Database, memberId: string, take: number): Promise<FollowRow[]> {
  return db.select().from(follows).where(eq(follows.memberId, memberId)).orderBy(desc(follows.createdAt)).limit(take);
}

export async function isFollowing(
  db: Database,
  memberId: string,
  targetType: FollowTargetType,
  targetId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: follows.targetId })
    .from(follows)
    .where(and(eq(follows.memberId, memberId), eq(follows.targetType, targetType), eq(follows.targetId, targetId)))
    .limit(1);
  return rows.length > 0;
}

export async function agentExists(db: Database, id: number): Promise<boolean> {
  return (await db.select({ id: agents.id }).from(agents).where(eq(agents.id, id)).limit(1)).length > 0;
}

export async function locationExists(db: Database, id: number): Promise<boolean> {
  return (await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id)).limit(1)).length > 0;
}
