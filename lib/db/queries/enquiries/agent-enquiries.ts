import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database";
import { insertWhere } from "../../insert-where";
import { agentEnquiries } from "../../schema";

export type NewAgentEnquiryRow = typeof agentEnquiries.$inferInsert;

/** True once the enquiry with this id is stored (the condition the rest of its batch writes under). */
export function agentEnquiryStored(id: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${agentEnquiries} WHERE ${agentEnquiries.id} = ${id})`;
}

/** Inserts one enquiry only when `condition` holds (INSERT … SELECT … WHERE). */
export function insertAgentEnquiryWhere(db: Database, row: NewAgentEnquiryRow, condition: SQL) {
  return insertWhere(db, agentEnquiries, row, condition);
}

export async function isAgentEnquiryStored(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: agentEnquiries.id })
    .from(agentEnquiries)
    .where(eq(agentEnquiries.id, id))
    .limit(1);
  return rows.length > 0;
}
