import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Listings taken off the market by their agent (withdrawn, not sold): the row leaves `listings`
 * (so no search ever has to filter it out) and what the "no longer available" page (410) needs
 * to offer similar homes stays here.
 */
export const listingRemovals = sqliteTable("listing_removals", {
  listingId: integer("listing_id").primaryKey(),
  removedAt: integer("removed_at").notNull(),
  statusType: text("status_type", { enum: ["buy", "rent", "sold", "leased"] }).notNull(),
  propertyType: integer("property_type").notNull(),
  bedrooms: integer("bedrooms").notNull(),
  price: integer("price"),
  suburbId: integer("suburb_id").notNull(),
  stateCode: text("state_code").notNull(),
  postcode: text("postcode").notNull(),
  title: text("title").notNull(),
  displayAddress: text("display_address").notNull(),
});
