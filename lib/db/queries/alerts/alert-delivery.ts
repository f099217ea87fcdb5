import { and, asc, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { runInOneBatch } from "../../batch";
import { owePushesStatement } from "./alert-pushes";
import {
  alertDeliveries,
  alertNewListings,
  alerts,
  jobWatermarks,
  listingMarketEvents,
  mailOutbox,
  members,
} from "../../schema";

/** The matcher's place in listing_market_events: the last event id it has handed on. */
export const MATCHER_WATERMARK = "alert-matcher";

export async function readWatermark(db: Database, name: string): Promise<number | undefined> {
  const rows = await db.select({ value: jobWatermarks.value }).from(jobWatermarks).where(eq(jobWatermarks.name, name));
  return rows[0]?.value;
}

/**
 * A first run starts from now: the events already logged (if any) are history, not news. Two first
 * runs at once agree, since the row is only ever inserted once.
 */
export async function startWatermarkAtLatestEvent(db: Database, name: string): Promise<void> {
  await db
    .insert(jobWatermarks)
    .select(sql`SELECT ${name}, coalesce(max(id), 0) FROM listing_market_events WHERE true`)
    .onConflictDoNothing();
}

/**
 * Moves the watermark from `from` to `to`; false when another tick moved it first (then that
 * tick owns those events, and this one's messages were duplicates the consumer ignores).
 */
export async function advanceWatermark(db: Database, name: string, from: number, to: number): Promise<boolean> {
  const moved = await db
    .update(jobWatermarks)
    .set({ value: to })
    .where(and(eq(jobWatermarks.name, name), eq(jobWatermarks.value, from)))
    .returning({ value: jobWatermarks.value });
  return moved.length > 0;
}

export async function marketEventsAfter(db: Database, after: number, take: number) {
  return db
    .select({ id: listingMarketEvents.id, listingId: listingMarketEvents.listingId })
    .from(listingMarketEvents)
    .where(gt(listingMarketEvents.id, after))
    .orderBy(listingMarketEvents.id)
    .limit(take);
}

/**
 * Deletes up to `take` market events the matcher has handed on (id at or below its watermark) that
 * are older than `before`, oldest first through the `at` index; returns how many went.
 */
export async function pruneMarketEvents(db: Database, upToId: number, before: number, take: number): Promise<number> {
  const oldest = db
    .select({ id: listingMarketEvents.id })
    .from(listingMarketEvents)
    .where(and(lt(listingMarketEvents.at, before), lte(listingMarketEvents.id, upToId)))
    .orderBy(asc(listingMarketEvents.at))
    .limit(take);
  const gone = await db
    .delete(listingMarketEvents)
    .where(inArray(listingMarketEvents.id, oldest))
    .returning({ id: listingMarketEvents.id });
  return gone.length;
}

/** The instant alerts that hold any of these listings as new (through the markers' listing index). */
export async function instantAlertsHolding(db: Database, listingIds: readonly number[]): Promise<string[]> {
  if (listingIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: alertNewListings.alertId })
    .from(alertNewListings)
    .innerJoin(alerts, eq(alerts.id, alertNewListings.alertId))
    .where(and(inArray(alertNewListings.listingId, [...listingIds]), eq(alerts.frequency, "instant")));
  return rows.map((row) => row.id);
}

/** Daily and weekly alerts whose digest is due. */
export async function dueDigests(db: Database, now: number, take: number) {
  return db
    .select({
      id: alerts.id,
      nextDigestAt: alerts.nextDigestAt,
      frequency: alerts.frequency,
      timeZone: alerts.timeZone,
    })
    .from(alerts)
    .where(lte(alerts.nextDigestAt, now))
    .limit(take);
}

/** Claims a due digest by moving its time on; false when another tick claimed it first. */
export async function claimDigest(db: Database, alertId: string, dueAt: number, nextAt: number | null) {
  const claimed = await db
    .update(alerts)
    .set({ nextDigestAt: nextAt })
    .where(and(eq(alerts.id, alertId), eq(alerts.nextDigestAt, dueAt)))
    .returning({ id: alerts.id });
  return claimed.length > 0;
}

/** The alert with its member's address and e-mail preference. */
export async function alertWithRecipient(db: Database, alertId: string) {
  const rows = await db
    .select({
      id: alerts.id,
      name: alerts.name,
      search: alerts.search,
      frequency: alerts.frequency,
      pushEnabled: alerts.pushEnabled,
      memberId: alerts.memberId,
      email: members.email,
      memberName: members.name,
      emailAlerts: members.emailAlerts,
    })
    .from(alerts)
    .innerJoin(members, eq(members.id, alerts.memberId))
    .where(eq(alerts.id, alertId))
    .limit(1);
  return rows[0];
}

/** New homes of the alert not yet sent, newest first. */
export async function undeliveredListingIds(db: Database, alertId: string): Promise<number[]> {
  const rows = await db.values<[number]>(sql`
    SELECT n.listing_id FROM alert_new_listings n
    WHERE n.alert_id = ${alertId}
      AND NOT EXISTS (SELECT 1 FROM alert_deliveries d WHERE d.alert_id = n.alert_id AND d.listing_id = n.listing_id)
    ORDER BY n.matched_at DESC, n.listing_id DESC`);
  return rows.map(([id]) => id);
}

/**
 * Writes the e-mail to the outbox (when the member gets alert mail), owes the notifications (when
 * `pushes` is given) and logs the homes as sent, in one transaction. The ids are derived from the
 * alert and its homes, so a second delivery of the same homes writes nothing.
 */
export async function recordAlertDelivery(
  db: Database,
  delivery: {
    mail: typeof mailOutbox.$inferInsert | undefined;
    pushes: { deliveryId: string; memberId: string; payload: string } | undefined;
  },
  alertId: string,
  listingIds: readonly number[],
  at: number,
): Promise<void> {
  const logRows = [];
  for (let start = 0; start < listingIds.length; start += 30) {
    logRows.push(
      db
        .insert(alertDeliveries)
        .values(listingIds.slice(start, start + 30).map((listingId) => ({ alertId, listingId, sentAt: at })))
        .onConflictDoNothing(),
    );
  }
  const [first, ...rest] = [
    ...(delivery.mail ? [db.insert(mailOutbox).values(delivery.mail).onConflictDoNothing()] : []),
    ...(delivery.pushes ? [owePushesStatement(db, { ...delivery.pushes, alertId }, at)] : []),
    ...logRows,
  ];
  if (first) await runInOneBatch(db, [first, ...rest]);
}

/** One-click unsubscribe: the alert stops writing (it stays on the alerts page). */
export async function silenceAlert(db: Database, alertId: string, at: number): Promise<boolean> {
  const rows = await db
    .update(alerts)
    .set({ frequency: "none", nextDigestAt: null, pushEnabled: false, updatedAt: at })
    .where(eq(alerts.id, alertId))
    .returning({ id: alerts.id });
  return rows.length > 0;
}
