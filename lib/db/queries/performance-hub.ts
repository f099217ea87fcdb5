import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../database";
import { agentEnquiries, listingEnquiries, trackingEvents } from "../schema";

export const WEEK_MS = 7 * 86_400_000;

export interface WeekCount {
  /** Weeks since `since`: 0 is the first week of the window. */
  week: number;
  count: number;
}

/**
 * Tracking events about the agent per week since `since`: views of their listings (`listing`)
 * or of their profile (`agent`), from `tracking_events_agent_at_idx`.
 */
export async function weeklyTrackingEvents(
  db: Database,
  agentId: number,
  kind: "listing" | "agent",
  since: number,
): Promise<WeekCount[]> {
  const week = sql<number>`(${trackingEvents.at} - ${since}) / ${WEEK_MS}`;
  return db
    .select({ week, count: sql<number>`count(*)` })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.agentId, agentId), eq(trackingEvents.kind, kind), gte(trackingEvents.at, since)))
    .groupBy(week);
}

/** Enquiries about the agent's listings per week since `since` (`listing_enquiries_agent_created_idx`). */
export async function weeklyListingEnquiries(db: Database, agentId: number, since: number): Promise<WeekCount[]> {
  const week = sql<number>`(${listingEnquiries.createdAt} - ${since}) / ${WEEK_MS}`;
  return db
    .select({ week, count: sql<number>`count(*)` })
    .from(listingEnquiries)
    .where(and(eq(listingEnquiries.agentId, agentId), gte(listingEnquiries.createdAt, since)))
    .groupBy(week);
}

/** Enquiries sent to the agent from their profile per week since `since`. */
export async function weeklyProfileEnquiries(db: Database, agentId: number, since: number): Promise<WeekCount[]> {
  const week = sql<number>`(${agentEnquiries.createdAt} - ${since}) / ${WEEK_MS}`;
  return db
    .select({ week, count: sql<number>`count(*)` })
    .from(agentEnquiries)
    .where(and(eq(agentEnquiries.agentId, agentId), gte(agentEnquiries.createdAt, since)))
    .groupBy(week);
}
