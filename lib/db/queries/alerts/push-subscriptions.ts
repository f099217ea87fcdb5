import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { alertPushes, pushSubscriptions } from "../../schema";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Saves a browser's subscription for the member, while the member has fewer than `limit` other
 * browsers: the count and the write are one statement, so parallel saves cannot pass the limit. A
 * browser saved before (same endpoint) is updated, also at the limit, and moves to this member
 * when someone else signed in on it before: whoever turns notifications on in a browser gets them.
 * Returns whether the subscription is saved.
 */
export async function saveSubscriptionWithinLimit(
  db: Database,
  row: Omit<PushSubscriptionRow, "createdAt">,
  at: number,
  limit: number,
): Promise<boolean> {
  const saved = await db.all(sql`
    INSERT INTO push_subscriptions (endpoint, member_id, p256dh, auth, created_at)
    SELECT ${row.endpoint}, ${row.memberId}, ${row.p256dh}, ${row.auth}, ${at}
    WHERE (SELECT count(*) FROM push_subscriptions WHERE member_id = ${row.memberId} AND endpoint <> ${row.endpoint}) < ${limit}
    ON CONFLICT (endpoint) DO UPDATE SET member_id = excluded.member_id, p256dh = excluded.p256dh, auth = excluded.auth
    RETURNING endpoint`);
  return saved.length > 0;
}

export async function subscriptionsOfMember(db: Database, memberId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
}

export async function subscriptionByEndpoint(db: Database, endpoint: string) {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).limit(1);
  return rows[0];
}

/** The push service said the subscription is gone (404/410): forget it and what it was owed. */
export async function deleteSubscription(db: Database, endpoint: string): Promise<void> {
  await db.delete(alertPushes).where(eq(alertPushes.endpoint, endpoint));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** The member turns a browser off: only their own row goes. */
export async function deleteSubscriptionOf(db: Database, memberId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
}
