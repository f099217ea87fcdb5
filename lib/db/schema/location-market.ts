import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/*
 * Suburb market figures (migration 0015), computed by lib/locations/market-figures.ts from a
 * suburb's sold and leased listings and stored here, so a suburb page reads a few dozen rows and
 * never aggregates sales per request. Written by the seed for every suburb and, after listings
 * change, by the scheduled Worker for the suburbs the `location_market_stale` trigger marked.
 * A property type or bedroom count of -1 stands for all of them. WITHOUT ROWID in SQL.
 */
const marketStatus = () => text("status_type", { enum: ["sold", "leased"] }).notNull();

/** Per suburb, month (yyyymm) and property type: the trend charts, 24 months. */
export const locationMarketMonths = sqliteTable(
  "location_market_months",
  {
    suburbId: integer("suburb_id").notNull(),
    statusType: marketStatus(),
    propertyType: integer("property_type").notNull(),
    month: integer("month").notNull(),
    listings: integer("listings").notNull(),
    medianPrice: integer("median_price"),
    medianDaysOnMarket: integer("median_days_on_market").notNull(),
    /** Sales with a known price and first asking price, and of those, sold below it. */
    asked: integer("asked").notNull(),
    belowAsking: integer("below_asking").notNull(),
  },
  (t) => [primaryKey({ columns: [t.suburbId, t.statusType, t.propertyType, t.month] })],
);

/** Per suburb, property type and bedrooms (5 = 5+): medians over the last 12 months. */
export const locationMarketMedians = sqliteTable(
  "location_market_medians",
  {
    suburbId: integer("suburb_id").notNull(),
    statusType: marketStatus(),
    propertyType: integer("property_type").notNull(),
    bedrooms: integer("bedrooms").notNull(),
    listings: integer("listings").notNull(),
    medianPrice: integer("median_price"),
  },
  (t) => [primaryKey({ columns: [t.suburbId, t.statusType, t.propertyType, t.bedrooms] })],
);

/** Suburbs whose figures a listing write made stale (set by triggers on `listings`). */
export const locationMarketStale = sqliteTable("location_market_stale", {
  suburbId: integer("suburb_id").primaryKey(),
});

/** The first asking price of a sale listing, kept by a trigger: the "sold below first asking" share. */
export const listingFirstPrices = sqliteTable("listing_first_prices", {
  listingId: integer("listing_id").primaryKey(),
  price: integer("price").notNull(),
});

/**
 * Per street of a suburb (the listings' street name) and sold or leased: sales over the last two
 * years and their median published price (migration 0030), written with the suburb's other figures
 * by the seed and the scheduled refresh, so a street page reads one or two rows. WITHOUT ROWID in SQL.
 */
export const locationStreetMedians = sqliteTable(
  "location_street_medians",
  {
    suburbId: integer("suburb_id").notNull(),
    streetName: text("street_name").notNull(),
    statusType: marketStatus(),
    listings: integer("listings").notNull(),
    medianPrice: integer("median_price"),
  },
  (t) => [primaryKey({ columns: [t.suburbId, t.streetName, t.statusType] })],
);
