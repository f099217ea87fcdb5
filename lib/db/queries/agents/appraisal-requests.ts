import { and, count, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database";
import { insertWhere } from "../../insert-where";
import { appraisalRequests } from "../../schema";

export type NewAppraisalRow = typeof appraisalRequests.$inferInsert;

/**
 * The condition that reserves `asking` agents of one sender's appraisal allowance: the rows they
 * wrote since `since` plus these stay within `max`. Inside the INSERT itself, so the count and the
 * write cannot interleave with a parallel request (appraisal_requests_email_created_idx answers it).
 */
export function withinAppraisalAllowance(email: string, since: number, asking: number, max: number): SQL {
  return sql`(SELECT count(*) FROM ${appraisalRequests} WHERE ${appraisalRequests.email} = ${email} AND ${appraisalRequests.createdAt} >= ${since})
    + ${asking} <= ${max}`;
}

/** True once the row with this id is stored (the condition the rest of its batch writes under). */
export function appraisalRowStored(id: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${appraisalRequests} WHERE ${appraisalRequests.id} = ${id})`;
}

/** Inserts one row only when `condition` holds (INSERT … SELECT … WHERE). */
export function insertAppraisalWhere(db: Database, row: NewAppraisalRow, condition: SQL) {
  return insertWhere(db, appraisalRequests, row, condition);
}

export async function isAppraisalRowStored(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: appraisalRequests.id })
    .from(appraisalRequests)
    .where(eq(appraisalRequests.id, id))
    .limit(1);
  return rows.length > 0;
}

/** How many agents this sender asked since `since` (to tell them what is left after a refusal). */
export async function countAppraisalAgentsSince(db: Database, email: string, since: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appraisalRequests)
    .where(and(eq(appraisalRequests.email, email), gte(appraisalRequests.createdAt, since)));
  return row?.n ?? 0;
}
