import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database";
import { runInOneBatch } from "../../batch";
import { insertWhere } from "../../insert-where";
import { agentReviews, listings, locations, vendorReviewRequests } from "../../schema";
import type { AgentReviewRow } from "./agent-profile";
import { visibleAgentReview } from "./agent-reviews";

export type VendorReviewRequestRow = typeof vendorReviewRequests.$inferSelect;

export interface SaleForVendorReview {
  listingId: number;
  streetNumber: string | null;
  streetName: string;
  suburbName: string;
  soldAt: number;
  /** When the agent already asked this sale's vendor (null: not yet). */
  requestedAt: number | null;
  /** Whether the vendor wrote their review. */
  reviewed: boolean;
}

/**
 * The agent's sales since `since`, newest first, with whether the vendor was asked and answered:
 * from `listings_agent_results_idx` (agent, status, sold_at), then one row each by primary key.
 */
export async function listSalesForVendorReview(
  db: Database,
  agentId: number,
  since: number,
  take: number,
): Promise<SaleForVendorReview[]> {
  const rows = await db
    .select({
      listingId: listings.id,
      streetNumber: listings.streetNumber,
      streetName: listings.streetName,
      suburbName: locations.name,
      soldAt: sql<number>`${listings.soldAt}`,
      requestedAt: vendorReviewRequests.createdAt,
      reviewId: agentReviews.id,
    })
    .from(listings)
    .innerJoin(locations, eq(locations.id, listings.suburbId))
    .leftJoin(vendorReviewRequests, eq(vendorReviewRequests.listingId, listings.id))
    .leftJoin(agentReviews, eq(agentReviews.listingId, listings.id))
    .where(and(eq(listings.agentId, agentId), eq(listings.statusType, "sold"), sql`${listings.soldAt} >= ${since}`))
    .orderBy(desc(listings.soldAt), desc(listings.id))
    .limit(take);
  return rows.map(({ reviewId, ...row }) => ({ ...row, reviewed: reviewId !== null }));
}

/** One of the agent's sales, or undefined when the listing is not a sale of theirs. */
export async function getSaleOfAgent(db: Database, agentId: number, listingId: number) {
  const [row] = await db
    .select({ id: listings.id, streetNumber: listings.streetNumber, streetName: listings.streetName })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.agentId, agentId), eq(listings.statusType, "sold")));
  return row;
}

/** True when the sale already has a vendor review (a seeded one, or one written from a request). */
export async function saleHasVendorReview(db: Database, listingId: number): Promise<boolean> {
  const rows = await db
    .select({ id: agentReviews.id })
    .from(agentReviews)
    .where(eq(agentReviews.listingId, listingId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Stores a request unless the sale already has one (the unique `listing_id` decides in the one
 * statement, so two requests sent at once cannot both land): a statement for the caller's batch.
 */
export function insertVendorReviewRequestStatement(db: Database, row: typeof vendorReviewRequests.$inferInsert) {
  return db.insert(vendorReviewRequests).values(row).onConflictDoNothing();
}

/** True once the request with this token hash is stored (the condition its e-mail is written under). */
export function vendorReviewRequestStored(tokenHash: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${vendorReviewRequests} WHERE ${vendorReviewRequests.tokenHash} = ${tokenHash})`;
}

/** The request a link's token hash names, used or not. */
export async function getVendorReviewRequestByHash(
  db: Database,
  tokenHash: string,
): Promise<VendorReviewRequestRow | undefined> {
  const [row] = await db.select().from(vendorReviewRequests).where(eq(vendorReviewRequests.tokenHash, tokenHash));
  return row;
}

/**
 * Writes the vendor's review and spends the link in one transaction. The review is inserted only
 * while the request is unused (the condition is inside its INSERT … SELECT) and the sale has no
 * review yet (unique `listing_id`); the request is marked used in the same batch. Of two submits
 * at once, SQLite runs one batch after the other, and the second finds the link spent: undefined.
 */
export async function writeVendorReview(
  db: Database,
  request: VendorReviewRequestRow,
  review: { rating: number; body: string; authorName: string; createdAt: number },
): Promise<AgentReviewRow | undefined> {
  const unused = sql`EXISTS (SELECT 1 FROM ${vendorReviewRequests} WHERE ${vendorReviewRequests.id} = ${request.id} AND ${vendorReviewRequests.usedAt} IS NULL)`;
  const [inserted] = await runInOneBatch(db, [
    insertWhere(
      db,
      agentReviews,
      {
        agentId: request.agentId,
        memberId: null,
        authorName: review.authorName,
        rating: review.rating,
        body: review.body,
        isVendor: true,
        listingId: request.listingId,
        createdAt: review.createdAt,
      },
      unused,
    )
      .onConflictDoNothing()
      .returning(),
    db
      .update(vendorReviewRequests)
      .set({ usedAt: review.createdAt })
      .where(and(eq(vendorReviewRequests.id, request.id), isNull(vendorReviewRequests.usedAt))),
  ]);
  return (inserted as AgentReviewRow[])[0];
}

/** Vendor reviews (verified), newest first; of one agent when `agentId` is given. */
export async function listVendorReviews(
  db: Database,
  agentId: number,
  skip: number,
  take: number,
): Promise<AgentReviewRow[]> {
  return db
    .select()
    .from(agentReviews)
    .where(and(eq(agentReviews.agentId, agentId), eq(agentReviews.isVendor, true), visibleAgentReview))
    .orderBy(desc(agentReviews.createdAt), desc(agentReviews.id))
    .limit(take)
    .offset(skip);
}

/** The agent's requests the vendor has not answered yet, newest first. */
export async function listOpenVendorReviewRequests(
  db: Database,
  agentId: number,
  skip: number,
  take: number,
): Promise<VendorReviewRequestRow[]> {
  return db
    .select()
    .from(vendorReviewRequests)
    .where(and(eq(vendorReviewRequests.agentId, agentId), isNull(vendorReviewRequests.usedAt)))
    .orderBy(desc(vendorReviewRequests.createdAt), desc(vendorReviewRequests.id))
    .limit(take)
    .offset(skip);
}

/**
 * The agent's one reply to a review of them: written only while the review has none (the
 * condition is in the UPDATE), so two replies sent at once leave exactly one. Undefined when the
 * review is not the agent's or already has a reply.
 */
export async function setReviewReply(
  db: Database,
  reviewId: number,
  agentId: number,
  reply: string,
  at: number,
): Promise<AgentReviewRow | undefined> {
  const [row] = await db
    .update(agentReviews)
    .set({ reply, repliedAt: at })
    .where(and(eq(agentReviews.id, reviewId), eq(agentReviews.agentId, agentId), isNull(agentReviews.reply)))
    .returning();
  return row;
}
