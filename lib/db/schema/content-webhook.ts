import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Content webhook deliveries already accepted (docs/blog.md), by the id the content service signs
 * into each call. Inserting the id is the replay check: a second insert of the same id changes
 * nothing, so a replayed call is refused even when two copies arrive at once. Rows older than the
 * signature window are useless (an older call is refused by its time) and are deleted as new ones arrive.
 */
export const contentWebhookDeliveries = sqliteTable(
  "content_webhook_deliveries",
  {
    id: text("id").primaryKey(),
    /** Unix seconds the portal accepted it. */
    receivedAt: integer("received_at").notNull(),
  },
  (t) => [index("content_webhook_deliveries_received_at_idx").on(t.receivedAt)],
);
