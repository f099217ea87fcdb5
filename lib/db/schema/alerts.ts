import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const ALERT_FREQUENCY_VALUES = ["instant", "daily", "weekly", "none"] as const;

/**
 * A member's saved search. `filter` and `search` keep what the member chose (JSON, for display and
 * editing); the columns after them are the same filter in the normal form matching reads, so finding
 * the alerts a listing fits is an index lookup (alert_locations) plus a few integer tests per alert.
 * Room counts: `*_mask` bit n = "exactly n", `*_min` = "n or more"; property types: bit n = type id n.
 */
export const alerts = sqliteTable(
  "alerts",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id").notNull(),
    name: text("name").notNull(),
    /** AlertFilter (lib/alerts/alert-filter.ts) as JSON. */
    filter: text("filter").notNull(),
    /** The search it came from: canonical URL, context, mode and locations with names, as JSON. */
    search: text("search").notNull(),
    mode: text("mode", { enum: ["buy", "rent"] }).notNull(),
    priceMin: integer("price_min"),
    priceMax: integer("price_max"),
    propertyTypeMask: integer("property_type_mask").notNull().default(0),
    bedroomsMask: integer("bedrooms_mask").notNull().default(0),
    bedroomsMin: integer("bedrooms_min"),
    bathroomsMask: integer("bathrooms_mask").notNull().default(0),
    bathroomsMin: integer("bathrooms_min"),
    carSpacesMask: integer("car_spaces_mask").notNull().default(0),
    carSpacesMin: integer("car_spaces_min"),
    frequency: text("frequency", { enum: ALERT_FREQUENCY_VALUES }).notNull().default("daily"),
    pushEnabled: integer("push_enabled", { mode: "boolean" }).notNull().default(false),
    /** IANA zone of the alert's first location's state: daily digests go at 7 am there. */
    timeZone: text("time_zone").notNull(),
    /** When the next daily or weekly digest is due (null for instant and none). */
    nextDigestAt: integer("next_digest_at"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("alerts_member_created_idx").on(t.memberId, t.createdAt),
    index("alerts_digest_due_idx").on(t.nextDigestAt),
  ],
);

/**
 * The matching index: one row per (location, mode) an alert follows; location 0 is all of
 * Australia. A listing looks up its suburb, area, region, state and street ids here. Each row
 * repeats the alert's match columns, and the table is clustered on its key (WITHOUT ROWID,
 * migration 0018), so matching reads one contiguous run of rows per place and never visits
 * `alerts`. The rows are rebuilt whenever the alert's filter changes (lib/db/queries/alerts/alerts.ts).
 */
export const alertLocations = sqliteTable(
  "alert_locations",
  {
    locationId: integer("location_id").notNull(),
    mode: text("mode", { enum: ["buy", "rent"] }).notNull(),
    alertId: text("alert_id").notNull(),
    priceMin: integer("price_min"),
    priceMax: integer("price_max"),
    propertyTypeMask: integer("property_type_mask").notNull().default(0),
    bedroomsMask: integer("bedrooms_mask").notNull().default(0),
    bedroomsMin: integer("bedrooms_min"),
    bathroomsMask: integer("bathrooms_mask").notNull().default(0),
    bathroomsMin: integer("bathrooms_min"),
    carSpacesMask: integer("car_spaces_mask").notNull().default(0),
    carSpacesMin: integer("car_spaces_min"),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.mode, t.alertId] }), index("alert_locations_alert_idx").on(t.alertId)],
);

/** New homes an alert found that its member has not looked at yet (cleared from the alerts page). */
export const alertNewListings = sqliteTable(
  "alert_new_listings",
  {
    alertId: text("alert_id").notNull(),
    listingId: integer("listing_id").notNull(),
    matchedAt: integer("matched_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.listingId] }),
    // Finds the alerts a just-matched listing reached (instant delivery) without a scan.
    index("alert_new_listings_listing_idx").on(t.listingId),
  ],
);

/**
 * Every (alert, listing) ever sent: a delivery claims its rows here first (INSERT OR IGNORE), so a
 * tick that runs twice or a queue message delivered twice mails nothing twice, and clearing the
 * markers does not make old homes new again.
 */
export const alertDeliveries = sqliteTable(
  "alert_deliveries",
  {
    alertId: text("alert_id").notNull(),
    listingId: integer("listing_id").notNull(),
    sentAt: integer("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.listingId] })],
);

/**
 * What happened in the market that alerts care about: a listing listed, its price dropped, or it
 * came back on the market. Written by triggers on `listings` (migration 0014), so no writer can
 * forget; the matcher reads it in id order from its watermark. The tick prunes what the matcher
 * has passed once it is a week old, oldest first through the `at` index (migration 0027).
 */
export const listingMarketEvents = sqliteTable(
  "listing_market_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id").notNull(),
    kind: text("kind", { enum: ["listed", "price_drop", "back_on_market"] }).notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("listing_market_events_at_idx").on(t.at)],
);

/** Watermarks of scheduled jobs (the alert matcher's last market event id). */
export const jobWatermarks = sqliteTable("job_watermarks", {
  name: text("name").primaryKey(),
  value: integer("value").notNull(),
});
