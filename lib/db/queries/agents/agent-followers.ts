import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { agentMembers, follows, members } from "../../schema";
import type { FollowRow } from "../follows/follows";

export interface FollowerRow {
  username: string;
  name: string;
  createdAt: number;
}

/** Members following the agent, newest first, from `follows_target_idx` (type, id). */
export async function listAgentFollowers(
  db: Database,
  agentId: number,
  skip: number,
  take: number,
): Promise<{ rows: FollowerRow[]; total: number }> {
  const theirs = and(eq(follows.targetType, "agent"), eq(follows.targetId, String(agentId)));
  const [rows, [count]] = await Promise.all([
    db
      .select({ username: members.username, name: members.name, createdAt: follows.createdAt })
      .from(follows)
      .innerJoin(members, eq(members.id, follows.memberId))
      .where(theirs)
      .orderBy(desc(follows.createdAt), desc(follows.memberId))
      .limit(take)
      .offset(skip),
    db
      .select({ total: sql<number>`count(*)` })
      .from(follows)
      .where(theirs),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * What the agent follows as a member (their account through `agent_members`), newest first;
 * nothing when the agent has no account.
 */
export async function listAgentFollowing(
  db: Database,
  agentId: number,
  skip: number,
  take: number,
): Promise<{ rows: FollowRow[]; total: number }> {
  const account = db.select({ id: agentMembers.memberId }).from(agentMembers).where(eq(agentMembers.agentId, agentId));
  const theirs = sql`${follows.memberId} = (${account})`;
  const [rows, [count]] = await Promise.all([
    db.select().from(follows).where(theirs).orderBy(desc(follows.createdAt)).limit(take).offset(skip),
    db
      .select({ total: sql<number>`count(*)` })
      .from(follows)
      .where(theirs),
  ]);
  return { rows, total: count?.total ?? 0 };
}
