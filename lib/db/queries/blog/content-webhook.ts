import { lt } from "drizzle-orm";
import type { Database } from "../../database";
import { contentWebhookDeliveries } from "../../schema";

/**
 * Records a delivery id once. True when this call recorded it; false when it was already there
 * (a replay). One INSERT … ON CONFLICT DO NOTHING RETURNING, so of two identical calls arriving
 * together exactly one wins. Ids older than `forgetBefore` are pruned: their calls are refused by
 * their timestamp anyway.
 */
export async function recordWebhookDelivery(
  db: Database,
  id: string,
  receivedAt: number,
  forgetBefore: number,
): Promise<boolean> {
  const inserted = await db
    .insert(contentWebhookDeliveries)
    .values({ id, receivedAt })
    .onConflictDoNothing()
    .returning({ id: contentWebhookDeliveries.id });
  await db.delete(contentWebhookDeliveries).where(lt(contentWebhookDeliveries.receivedAt, forgetBefore));
  return inserted.length === 1;
}
