import { integer, sqliteTable } from "drizzle-orm/sqlite-core";

/**
 * Since when a listing has been under offer: one row while `listings.is_under_offer` is set,
 * written and removed by triggers on `listings` (migration 0027), so every write path records the
 * moment without knowing. A saved home then says "Under offer since <date>". `since` is epoch
 * milliseconds; a listing already under offer when the table was made has no row (no date known).
 */
export const listingUnderOffer = sqliteTable("listing_under_offer", {
  listingId: integer("listing_id").primaryKey(),
  since: integer("since").notNull(),
});
