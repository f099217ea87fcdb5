import { and, eq, gte, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../../database";
import { agentEnquiries, listingEnquiries, trackingEvents } from "../../schema";

export const WEEK_MS = 7 * 86_400_000;

/**
 * Whole weeks from `since` to a time column. Cast, because D1 binds a JavaScript number as REAL:
 * `(at - since) / WEEK_MS` was then a fraction (11.97…), every event its own group, and no
 * count landed in a week of the series (node:sqlite binds whole numbers as INTEGER, so the unit
 * tests never saw it).
 */
function weekOf(column: SQLiteColumn, since: number) {
  return sql<number>`CAST((${column} - ${since}) / ${WEEK_MS} AS INTEGER)`;
}

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
  const week = weekOf(trackingEvents.at, since);
  return db
    .select({ week, count: sql<number>`count(*)` })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.agentId, agentId), eq(trackingEvents.kind, kind), gte(trackingEvents.at, since)))
    .groupBy(week);
}

/** Enquiries about the agent's listings per week since `since` (`listing_enquiries_agent_created_idx`). */
export async function weeklyListingEnquiries(db: Database, agentId: number, since: number): Promise<WeekCount[]> {
  const week = weekOf(listingEnquiries.createdAt, since);
  return db
    .select({ week, count: sql<number>`count(*)` })
    .from(listingEnquiries)
    .where(and(eq(listingEnquiries.agentId, agentId), gte(listingEnquiries.createdAt, since)))
    .groupBy(week);
}

/** Enquiries sent to the agent from their profile per week since `since`. */
export async function weeklyProfileEnquiries(db: Database, agentId: number, since: number): Promise<WeekCount[]> {
  const week = weekOf(agentEnquiries.createdAt, since);
  return db
    .select({ week, count: sql<number>`count(*)` })
    .from(agentEnquiries)
    .where(and(eq(agentEnquiries.agentId, agentId), gte(agentEnquiries.createdAt, since)))
    .groupBy(week);
}
