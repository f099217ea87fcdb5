import { and, count, eq, gte } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
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

type Statement = BatchItem<"sqlite">;

/**
 * Runs the statements as one transaction: D1's `batch` (one round trip, all or nothing). The
 * `Database` type is any async SQLite driver, and only D1's and the proxy driver have `batch`.
 */
export async function runInOneBatch(db: Database, statements: [Statement, ...Statement[]]): Promise<unknown[]> {
  const batch = (db as unknown as { batch?: (items: [Statement, ...Statement[]]) => Promise<unknown[]> }).batch;
  if (typeof batch !== "function") throw new Error("this database driver cannot run a batch");
  return batch.call(db, statements);
}
