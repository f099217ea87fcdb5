import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { alertPushes, pushSubscriptions } from "../../schema";

/**
 * The statement that owes a delivery's notification to each of the member's browsers: run in the
 * delivery's transaction (recordAlertDelivery), keyed (delivery, browser) so a repeat owes nothing new.
 */
export function owePushesStatement(
  db: Database,
  push: { deliveryId: string; alertId: string; memberId: string; payload: string },
  at: number,
) {
  // INSERT … SELECT lists every column in table order.
  return db
    .insert(alertPushes)
    .select(
      sql`SELECT ${push.deliveryId}, endpoint, ${push.alertId}, ${push.payload}, 0, NULL, ${at}
        FROM push_subscriptions WHERE member_id = ${push.memberId}`,
    )
    .onConflictDoNothing();
}

export interface ClaimedPush {
  deliveryId: string;
  endpoint: string;
  payload: string;
  p256dh: string | null;
  auth: string | null;
}

/**
 * Claims the alert's unsent notifications that nobody holds, until `until`: one UPDATE, so of two
 * consumers handling the same alert at once each row goes to one of them. A sender that dies
 * holding rows lets them go when the claim runs out, and the queue's retry sends them.
 */
export async function claimUnsentPushes(db: Database, alertId: string, now: number, until: number) {
  const claimed = await db
    .update(alertPushes)
    .set({ claimedUntil: until })
    .where(and(eq(alertPushes.alertId, alertId), isNull(alertPushes.sentAt), lt(alertPushes.claimedUntil, now)))
    .returning({ deliveryId: alertPushes.deliveryId, endpoint: alertPushes.endpoint, payload: alertPushes.payload });
  if (claimed.length === 0) return [];
  const keys = await db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.endpoint,
        claimed.map((row) => row.endpoint),
      ),
    );
  const byEndpoint = new Map(keys.map((row) => [row.endpoint, row]));
  return claimed.map((row): ClaimedPush => ({
    ...row,
    p256dh: byEndpoint.get(row.endpoint)?.p256dh ?? null,
    auth: byEndpoint.get(row.endpoint)?.auth ?? null,
  }));
}

export async function markPushSent(db: Database, push: { deliveryId: string; endpoint: string }, at: number) {
  await db
    .update(alertPushes)
    .set({ sentAt: at, claimedUntil: 0 })
    .where(and(eq(alertPushes.deliveryId, push.deliveryId), eq(alertPushes.endpoint, push.endpoint)));
}

/** A passing failure: the row is free again for the queue's retry. */
export async function releasePush(db: Database, push: { deliveryId: string; endpoint: string }) {
  await db
    .update(alertPushes)
    .set({ claimedUntil: 0 })
    .where(and(eq(alertPushes.deliveryId, push.deliveryId), eq(alertPushes.endpoint, push.endpoint)));
}

/** Drops a row that can never be sent (its browser was turned off before it went). */
export async function dropPush(db: Database, push: { deliveryId: string; endpoint: string }) {
  await db
    .delete(alertPushes)
    .where(and(eq(alertPushes.deliveryId, push.deliveryId), eq(alertPushes.endpoint, push.endpoint)));
}

/**
 * Deletes up to `take` notifications recorded before `before`, oldest first through the
 * created_at index: sent ones are kept only so a repeat cannot owe them again, and one unsent after
 * a week would be stale news (the push service's own TTL is a day).
 */
export async function prunePushes(db: Database, before: number, take: number): Promise<number> {
  const oldest = db
    .select({ deliveryId: alertPushes.deliveryId })
    .from(alertPushes)
    .where(lt(alertPushes.createdAt, before))
    .orderBy(alertPushes.createdAt)
    .limit(take);
  const gone = await db
    .delete(alertPushes)
    .where(inArray(alertPushes.deliveryId, oldest))
    .returning({ endpoint: alertPushes.endpoint });
  return gone.length;
}
