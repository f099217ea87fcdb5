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
    /** Median days from listing to sale or lease (migration 0034; null in rows written before it). */
    medianDaysOnMarket: integer("median_days_on_market"),
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

/**
 * Views of a suburb's listings per day (UTC+10, days since the epoch), counted by a trigger on
 * `tracking_events` as each listing view is recorded (migration 0034): one upsert in the same
 * statement, so parallel views never lose a count. The "most viewed" ranking sums the last 30 days.
 * WITHOUT ROWID in SQL.
 */
export const locationViewDays = sqliteTable(
  "location_view_days",
  {
    suburbId: integer("suburb_id").notNull(),
    day: integer("day").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.suburbId, t.day] })],
);

/**
 * Market rankings of suburbs per place (the country is 0, else a state or region id): the most
 * viewed and the fastest-selling, top entries only, computed by lib/locations/market-rankings.ts in
 * the scheduled Worker (at most hourly) and by the seed (migration 0034), so a rankings page reads
 * one key prefix. `value` is the ranked figure (views, median days), `sample` what it rests on
 * (views, sales). WITHOUT ROWID in SQL.
 */
export const locationMarketRankings = sqliteTable(
  "location_market_rankings",
  {
    placeId: integer("place_id").notNull(),
    ranking: text("ranking", { enum: ["most-viewed", "fastest-selling"] }).notNull(),
    rank: integer("rank").notNull(),
    suburbId: integer("suburb_id").notNull(),
    value: integer("value").notNull(),
    sample: integer("sample").notNull(),
    /** When the ranking was computed (epoch ms): the scheduled Worker recomputes it after an hour. */
    computedAt: integer("computed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.ranking, t.rank] })],
);
