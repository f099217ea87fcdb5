import { and, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { AgentSale } from "../../../agents/performance";
import type { Database } from "../../database";
import { agentReviews, agents, listingFirstPrices, listings } from "../../schema";
import { listingRowColumns, type ListingRow, type StatusType } from "../listings/listings";
import type { AgentRow } from "./agents";
import { visibleAgentReview } from "./agent-reviews";

export type AgentReviewRow = typeof agentReviews.$inferSelect;

/** The agent with this username (unique), or undefined. */
export async function getAgentByUsername(db: Database, username: string): Promise<AgentRow | undefined> {
  const rows = await db.select().from(agents).where(eq(agents.username, username)).limit(1);
  return rows[0];
}

/**
 * The agent's sales and leases since `since` (epoch ms), from `listings_agent_results_idx`; the
 * first asking price by primary key. `price` holds only published figures.
 */
export async function findAgentSales(db: Database, agentId: number, since: number): Promise<AgentSale[]> {
  const rows = await db
    .select({
      status: listings.statusType,
      soldAt: listings.soldAt,
      leasedAt: listings.leasedAt,
      listedAt: listings.listedAt,
      price: listings.price,
      firstAskingPrice: listingFirstPrices.price,
      suburbId: listings.suburbId,
      propertyType: listings.propertyType,
    })
    .from(listings)
    .leftJoin(listingFirstPrices, eq(listingFirstPrices.listingId, listings.id))
    .where(
      and(
        eq(listings.agentId, agentId),
        or(
          and(eq(listings.statusType, "sold"), gte(listings.soldAt, since)),
          and(eq(listings.statusType, "leased"), gte(listings.leasedAt, since)),
        ),
      ),
    );
  return rows.map((row) => ({
    status: row.status === "sold" ? "sold" : "leased",
    at: (row.status === "sold" ? row.soldAt : row.leasedAt) ?? 0,
    listedAt: row.listedAt,
    price: row.price,
    firstAskingPrice: row.firstAskingPrice,
    suburbId: row.suburbId,
    propertyType: row.propertyType,
  }));
}

/** The agent's listings of one status, newest first (sold and leased by their date). */
export async function findAgentListings(
  db: Database,
  params: { agentId: number; statusType: StatusType; take: number; skip: number },
): Promise<ListingRow[]> {
  const order =
    params.statusType === "sold"
      ? desc(listings.soldAt)
      : params.statusType === "leased"
        ? desc(listings.leasedAt)
        : desc(listings.listedAt);
  return db
    .select(listingRowColumns)
    .from(listings)
    .where(and(eq(listings.agentId, params.agentId), eq(listings.statusType, params.statusType)))
    .orderBy(order, desc(listings.id))
    .limit(params.take)
    .offset(params.skip);
}

/** How many listings the agent has in each status. */
export async function countAgentListings(db: Database, agentId: number): Promise<Record<StatusType, number>> {
  const rows = await db
    .select({ status: listings.statusType, count: sql<number>`count(*)` })
    .from(listings)
    .where(eq(listings.agentId, agentId))
    .groupBy(listings.statusType);
  const counts: Record<StatusType, number> = { buy: 0, rent: 0, sold: 0, leased: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** An agent's reviews, newest first. */
export async function listAgentReviews(
  db: Database,
  agentId: number,
  take: number,
  skip: number,
): Promise<AgentReviewRow[]> {
  return db
    .select()
    .from(agentReviews)
    .where(and(eq(agentReviews.agentId, agentId), visibleAgentReview))
    .orderBy(desc(agentReviews.createdAt), desc(agentReviews.id))
    .limit(take)
    .offset(skip);
}

/** Agents by ids' review counts per rating (1–5), for the rating summary. */
export async function ratingCounts(db: Database, agentIds: readonly number[]) {
  if (agentIds.length === 0) return [];
  return db
    .select({ agentId: agentReviews.agentId, rating: agentReviews.rating, count: sql<number>`count(*)` })
    .from(agentReviews)
    .where(and(inArray(agentReviews.agentId, [...agentIds]), visibleAgentReview))
    .groupBy(agentReviews.agentId, agentReviews.rating);
}

export async function getAgentReview(db: Database, id: number): Promise<AgentReviewRow | undefined> {
  const rows = await db
    .select()
    .from(agentReviews)
    .where(and(eq(agentReviews.id, id), visibleAgentReview))
    .limit(1);
  return rows[0];
}

/**
 * The suburbs an agent works in, most listings first (any status: what they sell and sold), from
 * `listings_agent_results_idx` alone.
 */
export async function findServicedSuburbIds(db: Database, agentId: number, take: number): Promise<number[]> {
  const rows = await db
    .select({ suburbId: listings.suburbId, n: sql<number>`count(*)` })
    .from(listings)
    .where(eq(listings.agentId, agentId))
    .groupBy(listings.suburbId)
    .orderBy(desc(sql`count(*)`), listings.suburbId)
    .limit(take);
  return rows.map((row) => row.suburbId);
}
