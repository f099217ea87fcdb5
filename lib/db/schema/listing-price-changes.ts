import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The smallest price history that tells a saved home's price changed, and when: one row each
 * time a listing's displayed price text changes, written by a trigger on `listings` (migration
 * 0017), so every write path (agents' feeds, the seed, admin edits) records it without knowing.
 * `price_text` is the text shown from that moment on; `changed_at` is epoch milliseconds.
 */
export const listingPriceChanges = sqliteTable(
  "listing_price_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id").notNull(),
    changedAt: integer("changed_at").notNull(),
    priceText: text("price_text").notNull(),
  },
  (t) => [index("listing_price_changes_listing_idx").on(t.listingId, t.changedAt)],
);
