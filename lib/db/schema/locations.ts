import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Every place a visitor can search: state → region (SA4) → area (SA3) → suburb → street.
 * The hierarchy is denormalised (state/region/area ids on every row) so breadcrumbs and
 * "within region" searches need no recursive queries.
 */
export const locations = sqliteTable(
  "locations",
  {
    id: integer("id").primaryKey(),
    type: text("type", { enum: ["state", "region", "area", "suburb", "street"] }).notNull(),
    name: text("name").notNull(),
    /** Lower-cased name without punctuation: the autocomplete prefix key. */
    searchName: text("search_name").notNull(),
    slug: text("slug").notNull(),
    uniqueUri: text("unique_uri").notNull(),
    stateCode: text("state_code").notNull(),
    postcode: text("postcode"),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    parentId: integer("parent_id"),
    stateId: integer("state_id"),
    regionId: integer("region_id"),
    areaId: integer("area_id"),
    suburbId: integer("suburb_id"),
    council: text("council"),
    /** Relative market weight used by the seed and by "popular" lists (population proxy). */
    popularity: integer("popularity").notNull().default(0),
    medianSalePrice: integer("median_sale_price"),
    medianRentPrice: integer("median_rent_price"),
    listingCount: integer("listing_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("locations_slug_uq").on(t.slug),
    uniqueIndex("locations_unique_uri_uq").on(t.uniqueUri),
    index("locations_search_name_idx").on(t.searchName, t.popularity),
    index("locations_postcode_idx").on(t.postcode),
    index("locations_parent_idx").on(t.parentId),
    index("locations_type_state_idx").on(t.type, t.stateCode, t.popularity),
    index("locations_lat_lng_idx").on(t.latitude, t.longitude),
  ],
);

/**
 * Suburb boundaries are not in the source data: the seed derives Voronoi cells of suburb
 * centroids (clipped) so that searches can carry wellKnownText and map outlines.
 */
export const locationBoundaries = sqliteTable("location_boundaries", {
  locationId: integer("location_id").primaryKey(),
  wellKnownText: text("well_known_text").notNull(),
  minLatitude: real("min_latitude").notNull(),
  maxLatitude: real("max_latitude").notNull(),
  minLongitude: real("min_longitude").notNull(),
  maxLongitude: real("max_longitude").notNull(),
});

/** Nearest suburbs, precomputed by the seed (surrounding-suburb search, "nearby locations"). */
export const locationNeighbours = sqliteTable(
  "location_neighbours",
  {
    locationId: integer("location_id").notNull(),
    neighbourId: integer("neighbour_id").notNull(),
    rank: integer("rank").notNull(),
    distanceKm: real("distance_km").notNull(),
  },
  (t) => [uniqueIndex("location_neighbours_pk").on(t.locationId, t.rank)],
);
