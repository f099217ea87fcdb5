import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Figures of listings per suburb and search mode, kept by triggers on `listings` (migration 0006)
 * in the same transaction as every listing write, so they never disagree with the listings. They
 * answer the total, the facets and the median of a place search without filters (a region, a
 * suburb and its neighbours) without reading every listing: a region of 46,000 listings is about
 * 2,000 facet rows and 10,000 price rows (docs/search-performance.md). Both tables are
 * WITHOUT ROWID in SQL (clustered on the key); rows whose count fell to 0 stay and are skipped.
 */
export const listingSuburbFacets = sqliteTable(
  "listing_suburb_facets",
  {
    suburbId: integer("suburb_id").notNull(),
    statusType: text("status_type", { enum: ["buy", "rent", "sold", "leased"] }).notNull(),
    propertyType: integer("property_type").notNull(),
    bedrooms: integer("bedrooms").notNull(),
    listings: integer("listings").notNull(),
    /** Of those, listings with a price (the median's population). */
    priced: integer("priced").notNull(),
  },
  (t) => [primaryKey({ columns: [t.suburbId, t.statusType, t.propertyType, t.bedrooms] })],
);

/** How many listings of a suburb and mode ask (or sold, or leased) for each price. */
export const listingSuburbPrices = sqliteTable(
  "listing_suburb_prices",
  {
    suburbId: integer("suburb_id").notNull(),
    statusType: text("status_type", { enum: ["buy", "rent", "sold", "leased"] }).notNull(),
    price: integer("price").notNull(),
    listings: integer("listings").notNull(),
  },
  (t) => [primaryKey({ columns: [t.suburbId, t.statusType, t.price] })],
);
