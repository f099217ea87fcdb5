import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The Web Push notifications an instant alert delivery owes, one per (delivery, browser). Written
 * in the same transaction as the alert's e-mail and sent log, so a delivery that arrives twice
 * owes nothing twice; a row is claimed for a minute while it is sent (so two consumers do not both
 * send it), marked sent on success, released for the queue's retry on a passing failure, and
 * deleted with its subscription when the push service says the subscription is gone (404/410).
 * Sent rows are pruned by the alert tick after a week (docs/alerts.md).
 */
export const alertPushes = sqliteTable(
  "alert_pushes",
  {
    /** The delivery: the id of the e-mail it goes with (derived from the alert and its homes). */
    deliveryId: text("delivery_id").notNull(),
    endpoint: text("endpoint").notNull(),
    alertId: text("alert_id").notNull(),
    /** The notification (JSON of AlertPushPayload): fixed when the delivery was recorded. */
    payload: text("payload").notNull(),
    /** Until when a sender holds the row (ms); 0 when nobody does. */
    claimedUntil: integer("claimed_until").notNull().default(0),
    sentAt: integer("sent_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deliveryId, t.endpoint] }),
    index("alert_pushes_alert_idx").on(t.alertId, t.sentAt),
    index("alert_pushes_created_idx").on(t.createdAt),
  ],
);
