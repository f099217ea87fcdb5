import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database";
import { insertWhere } from "../../insert-where";
import { agentEnquiries, listingEnquiries } from "../../schema";

export type NewListingEnquiryRow = typeof listingEnquiries.$inferInsert;

/**
 * The condition that reserves `count` enquiries of one sender's allowance: what they sent since
 * `since`, listing enquiries and agent enquiries together, plus these, stays within `max`. Used
 * inside the INSERT itself, so the count and the write cannot interleave with a parallel request.
 */
export function withinSenderAllowance(email: string, since: number, count: number, max: number): SQL {
  return sql`(SELECT count(*) FROM ${listingEnquiries} WHERE ${listingEnquiries.email} = ${email} AND ${listingEnquiries.createdAt} >= ${since})
    + (SELECT count(*) FROM ${agentEnquiries} WHERE ${agentEnquiries.email} = ${email} AND ${agentEnquiries.createdAt} >= ${since})
    + ${count} <= ${max}`;
}

/** Inserts one listing enquiry only when `condition` holds (INSERT … SELECT … WHERE). */
export function insertEnquiryWhere(db: Database, row: NewListingEnquiryRow, condition: SQL) {
  return insertWhere(db, listingEnquiries, row, condition);
}

/** True once the listing enquiry with this id is stored (the condition its mail is queued under). */
export function listingEnquiryStored(id: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${listingEnquiries} WHERE ${listingEnquiries.id} = ${id})`;
}

export async function isListingEnquiryStored(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: listingEnquiries.id })
    .from(listingEnquiries)
    .where(eq(listingEnquiries.id, id))
    .limit(1);
  return rows.length > 0;
}
