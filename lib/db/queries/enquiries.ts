import { and, count, eq, gte } from "drizzle-orm";
import type { Database } from "../database";
import { listingEnquiries } from "../schema";

export type NewListingEnquiryRow = typeof listingEnquiries.$inferInsert;

export function insertEnquiryStatement(db: Database, row: NewListingEnquiryRow) {
  return db.insert(listingEnquiries).values(row);
}

/** Enquiries one address sent since `since` (the per-sender limit). */
export async function countEnquiriesFrom(db: Database, email: string, since: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(listingEnquiries)
    .where(and(eq(listingEnquiries.email, email), gte(listingEnquiries.createdAt, since)));
  return rows[0]?.n ?? 0;
}
