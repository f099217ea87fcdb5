import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Latitude band of a map search: bands of 1/50° (about 2.2 km). The area index is ordered by
 * band, then longitude, so a viewport reads one longitude range per band instead of every
 * listing at its latitudes across the whole country. Queries must use this exact expression.
 */
export const LATITUDE_BANDS_PER_DEGREE = 50;

/** The rank indexes' condition, `boost >= <this>`: every integer meets it (see `listings_rank_idx`). */
export const RANK_INDEX_FLOOR = "-9223372036854775808";

/**
 * A rank index's WHERE: the boost floor, and its modes as `status_type = '…' OR …` (SQLite proves
 * `status_type = 'buy'` implies an OR of equalities, not an IN list).
 */
export function rankIndexCondition(t: { boost: SQLWrapper; statusType: SQLWrapper }, modes: readonly string[]): SQL {
  const statuses = sql.join(
    modes.map((mode) => sql`${t.statusType} = ${sql.raw(`'${mode}'`)}`),
    sql` OR `,
  );
  return sql`${t.boost} >= ${sql.raw(RANK_INDEX_FLOOR)} AND (${statuses})`;
}

/**
 * One row per listing, in every status. Columns the search filters and sorts on live here
 * (not in child tables) so that one composite index can serve a whole results page.
 *
 * - `id` is a scrambled, non-sequential number: it appears in URLs and must not invite
 *   scraping by counting.
 * - `statusType` is the search mode: buy | rent | sold | leased.
 * - `propertyType` is the numeric property-type id (House 7, Unit 14, …; see property-types.ts).
 * - `featureMask` packs the ~37 property features into one integer (bit i = PROPERTY_FEATURES[i]);
 *   feature filters are a residual `(feature_mask & ?) = ?` after the index has narrowed rows.
 * - Money is whole dollars; `price` is the sale price guide (buy), weekly rent (rent/leased) or
 *   sold price (sold) and is what price filters and sorts read.
 * - Times are Unix epoch milliseconds.
 */
export const listings = sqliteTable(
  "listings",
  {
    id: integer("id").primaryKey(),
    statusType: text("status_type", { enum: ["buy", "rent", "sold", "leased"] }).notNull(),
    propertyType: integer("property_type").notNull(),
    tierType: text("tier_type", { enum: ["standard", "premium", "elite"] }).notNull(),
    isExclusive: integer("is_exclusive", { mode: "boolean" }).notNull().default(false),
    title: text("title").notNull(),
    description: text("description").notNull(),

    suburbId: integer("suburb_id").notNull(),
    stateCode: text("state_code").notNull(),
    postcode: text("postcode").notNull(),
    streetNumber: text("street_number"),
    streetName: text("street_name").notNull(),
    addressHidden: integer("address_hidden", { mode: "boolean" }).notNull().default(false),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    /**
     * How exactly latitude/longitude place the home: `address` (the seed's homes), `street` (a feed
     * home placed on its street from our street data) or `locality` (on its suburb's centre, when
     * we do not know the street). REAXML carries no coordinates, so a feed home is never `address`.
     */
    coordinatePrecision: text("coordinate_precision", { enum: ["address", "street", "locality"] })
      .notNull()
      .default("address"),

    price: integer("price"),
    priceText: text("price_text").notNull(),
    priceLongText: text("price_long_text").notNull(),
    bedrooms: integer("bedrooms").notNull(),
    bathrooms: integer("bathrooms").notNull(),
    carSpaces: integer("car_spaces").notNull(),
    featureMask: integer("feature_mask").notNull().default(0),
    landArea: integer("land_area"),
    frontage: real("frontage"),
    landDepthLeft: real("land_depth_left"),
    landDepthRight: real("land_depth_right"),
    estate: text("estate"),
    buildingArea: integer("building_area"),
    energyRating: real("energy_rating"),

    isUnderOffer: integer("is_under_offer", { mode: "boolean" }).notNull().default(false),
    listedAt: integer("listed_at").notNull(),
    auctionAt: integer("auction_at"),
    nextInspectionAt: integer("next_inspection_at"),
    soldAt: integer("sold_at"),
    soldPrice: integer("sold_price"),
    leasedAt: integer("leased_at"),
    bond: integer("bond"),
    availableAt: integer("available_at"),
    hasVideo: integer("has_video", { mode: "boolean" }).notNull().default(false),
    hasVirtualTour: integer("has_virtual_tour", { mode: "boolean" }).notNull().default(false),
    photoCount: integer("photo_count").notNull(),
    /** Seed for the generated SVG photos: same listing, same pictures. */
    artSeed: integer("art_seed").notNull(),

    agentId: integer("agent_id").notNull(),
    officeId: integer("office_id").notNull(),
    /** Paid boost plus freshness, used by "homes for you" ordering. */
    boost: integer("boost").notNull().default(0),
    /**
     * JSON array of the FeedListing fields the hub's editor set since the feed last changed them.
     * When the feed later changes one of them, the feed wins and the editor says so (the service
     * drops it from here and the editor shows which fields the feed took back).
     */
    editorFields: text("editor_fields").notNull().default("[]"),
  },
  (t) => {
    /**
     * Search indexes (chosen from EXPLAIN QUERY PLAN; docs/search-performance.md). Each starts
     * with one way in — suburbs, a map area, an office, a state or all of Australia — and then
     * carries every column a search filters or sorts on, so the count, the facets, the median
     * and the page's ids are all read from the index alone ("COVERING INDEX"); only the 25 rows
     * of the page are read from the table. Without this, every matching row costs a random read
     * of a wide row (title, description), which is what made large areas slow.
     */
    const searched = [
      t.propertyType,
      t.bedrooms,
      t.price,
      t.bathrooms,
      t.carSpaces,
      t.featureMask,
      t.landArea,
      t.frontage,
      t.isUnderOffer,
      t.nextInspectionAt,
      t.auctionAt,
      t.listedAt,
      t.boost,
      t.hasVideo,
      t.hasVirtualTour,
      t.soldAt,
      t.leasedAt,
    ] as const;
    return [
      index("listings_search_suburb_idx").on(t.suburbId, t.statusType, ...searched),
      index("listings_search_area_idx").on(
        t.statusType,
        sql`CAST(${t.latitude} * ${sql.raw(String(LATITUDE_BANDS_PER_DEGREE))} AS INTEGER)`,
        t.longitude,
        t.latitude,
        ...searched,
      ),
      index("listings_search_office_idx").on(t.officeId, t.statusType, ...searched),
      index("listings_search_state_idx").on(t.statusType, t.stateCode, ...searched),
      index("listings_agent_idx").on(t.agentId),
      // An agent's track record (lib/agents/performance.ts) from the index alone: their sales and
      // leases of one status since a date, with the figures the performance needs.
      index("listings_agent_results_idx").on(
        t.agentId,
        t.statusType,
        t.soldAt,
        t.leasedAt,
        t.listedAt,
        t.price,
        t.suburbId,
        t.propertyType,
      ),
      // The agent finder: who sold or leased in these suburbs, and how, from the index alone.
      // Partial: it starts like the search indexes (suburb, status), and unconditioned the
      // planner took it for the results page's counts and median, reading a table row per
      // listing. Only a query that states the condition may use a partial index, so search never
      // picks it. The condition is `agent_id > 0`, not `agent_id IS NOT NULL`: agent_id is NOT
      // NULL, so SQLite drops an IS NOT NULL term from a query as always true, and then no query
      // could use the index (the finder read the search index and a table row per sale).
      index("listings_suburb_agent_results_idx")
        .on(t.suburbId, t.statusType, t.agentId, t.soldAt, t.leasedAt, t.listedAt, t.price, t.propertyType)
        .where(sql`agent_id > 0`),
      // Home page: newest listings of one status.
      index("listings_status_listed_idx").on(t.statusType, t.listedAt),
      // The property search (/search/properties?q=): a typed street name's prefix, without regard
      // to case (LIKE is case-blind, so the index must be NOCASE for SQLite to range-scan it).
      // Partial on a disclosed address: a hidden one must never be found by its street, and only
      // that search states the condition, so no listing search can pick this index.
      index("listings_street_idx")
        .on(sql`${t.streetName} COLLATE NOCASE`, t.streetNumber)
        .where(sql`address_hidden = 0`),
      // Zoomed-out maps: each mode's default order walked from the top, the viewport tested on
      // the way (search/rank-walk.ts). A large view holds so many listings that its first 25 in
      // order come within the first few thousand entries of its mode. Partial, on a condition
      // every row meets and only the walk states (`rankIndexCondition`): SQLite may use a partial
      // index only for a query whose WHERE implies its condition, so no other search can pick
      // these (a state search did, walking one with a table read per listing). Not
      // `boost IS NOT NULL`: SQLite 3.53 folds that to true on a NOT NULL column, and then no
      // query can state it. Each carries boost, so SQLite can test the condition from the index.
      index("listings_rank_idx")
        .on(t.statusType, t.boost, t.listedAt, t.id, t.latitude, t.longitude)
        .where(rankIndexCondition(t, ["buy", "rent"])),
      index("listings_sold_rank_idx")
        .on(t.statusType, t.soldAt, t.id, t.latitude, t.longitude, t.boost)
        .where(rankIndexCondition(t, ["sold"])),
      index("listings_leased_rank_idx")
        .on(t.statusType, t.leasedAt, t.id, t.latitude, t.longitude, t.boost)
        .where(rankIndexCondition(t, ["leased"])),
    ];
  },
);

/** Photos, floor plans, videos, tours and documents, in display order. */
export const listingMedia = sqliteTable(
  "listing_media",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id").notNull(),
    kind: text("kind", {
      enum: ["photo", "floorPlan", "video", "virtualTour", "interactiveFloorPlan", "document"],
    }).notNull(),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    caption: text("caption"),
  },
  (t) => [uniqueIndex("listing_media_listing_pos_uq").on(t.listingId, t.kind, t.position)],
);

export const listingInspections = sqliteTable(
  "listing_inspections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id").notNull(),
    startsAt: integer("starts_at").notNull(),
    endsAt: integer("ends_at").notNull(),
  },
  (t) => [index("listing_inspections_listing_idx").on(t.listingId, t.startsAt)],
);

/** Co-listing agents beyond the primary `listings.agent_id`. */
export const listingAgents = sqliteTable(
  "listing_agents",
  {
    listingId: integer("listing_id").notNull(),
    agentId: integer("agent_id").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("listing_agents_pk").on(t.listingId, t.position),
    index("listing_agents_agent_idx").on(t.agentId),
  ],
);
