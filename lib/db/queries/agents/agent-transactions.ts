import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { agentMembers, agentTransactions } from "../../schema";

export type AgentTransactionRow = typeof agentTransactions.$inferSelect;
export type AgentTransactionFields = Pick<
  AgentTransactionRow,
  "kind" | "address" | "suburbId" | "propertyType" | "price" | "date"
>;

/** The agent a member account is (the agent role), or undefined. */
export async function findAgentIdOfMember(db: Database, memberId: string): Promise<number | undefined> {
  const rows = await db
    .select({ agentId: agentMembers.agentId })
    .from(agentMembers)
    .where(eq(agentMembers.memberId, memberId))
    .limit(1);
  return rows[0]?.agentId;
}

/** The agent's transactions, newest first. */
export async function listAgentTransactions(
  db: Database,
  agentId: number,
  take: number,
  skip: number,
): Promise<AgentTransactionRow[]> {
  return db
    .select()
    .from(agentTransactions)
    .where(eq(agentTransactions.agentId, agentId))
    .orderBy(desc(agentTransactions.date), desc(agentTransactions.id))
    .limit(take)
    .offset(skip);
}

export async function getAgentTransaction(db: Database, id: number): Promise<AgentTransactionRow | undefined> {
  const rows = await db.select().from(agentTransactions).where(eq(agentTransactions.id, id)).limit(1);
  return rows[0];
}

export async function insertAgentTransaction(
  db: Database,
  agentId: number,
  fields: AgentTransactionFields,
  now: number,
): Promise<AgentTransactionRow> {
  const [row] = await db
    .insert(agentTransactions)
    .values({ ...fields, agentId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Changes the transaction only when it is this agent's (the owner is part of the WHERE). */
export async function updateAgentTransaction(
  db: Database,
  id: number,
  agentId: number,
  fields: AgentTransactionFields,
  now: number,
): Promise<AgentTransactionRow | undefined> {
  const [row] = await db
    .update(agentTransactions)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(agentTransactions.id, id), eq(agentTransactions.agentId, agentId)))
    .returning();
  return row;
}

/** Deletes the transaction only when it is this agent's; true when a row went. */
export async function deleteAgentTransaction(db: Database, id: number, agentId: number): Promise<boolean> {
  const rows = await db
    .delete(agentTransactions)
    .where(and(eq(agentTransactions.id, id), eq(agentTransactions.agentId, agentId)))
    .returning({ id: agentTransactions.id });
  return rows.length > 0;
}

export async function countAgentTransactions(db: Database, agentId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)` })
    .from(agentTransactions)
    .where(eq(agentTransactions.agentId, agentId));
  return rows[0]?.n ?? 0;
}
