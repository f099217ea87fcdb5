import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../database";
import { agents, follows, locations, type FollowTargetType } from "../schema";

export type FollowRow = typeof follows.$inferSelect;

export async function insertFollow(db: Database, row: typeof follows.$inferInsert): Promise<void> {
  await db.insert(follows).values(row).onConflictDoNothing();
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
