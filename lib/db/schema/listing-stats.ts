import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LATITUDE_BANDS_PER_DEGREE } from "./listings";

// Column sets the figure tables share (fresh builders per table, as Drizzle needs).
const statusType = () => text("status_type", { enum: ["buy", "rent", "sold", "leased"] }).notNull();
const facetCounts = () => ({
  propertyType: integer("property_type").notNull(),
  bedrooms: integer("bedrooms").notNull(),
  listings: integer("listings").notNull(),
  /** Of those, listings with a price (the median's population). */
  priced: integer("priced").notNull(),
});
const priceCount = () => ({ price: integer("price").notNull(), listings: integer("listings").notNull() });

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
    statusType: statusType(),
    ...facetCounts(),
  },
  (t) => [primaryKey({ columns: [t.suburbId, t.statusType, t.propertyType, t.bedrooms] })],
);

/** How many listings of a suburb and mode ask (or sold, or leased) for each price. */
export const listingSuburbPrices = sqliteTable(
  "listing_suburb_prices",
  {
    suburbId: integer("suburb_id").notNull(),
    statusType: statusType(),
    ...priceCount(),
  },
  (t) => [primaryKey({ columns: [t.suburbId, t.statusType, t.price] })],
);

/**
 * Map figure cells, in two sizes: 1/200° (about 550 × 460 m in Sydney) and 1/50° (2.2 × 1.8 km,
 * one latitude band of the area index by 1/50° of longitude). The cell of a point is
 * `CAST(latitude * n AS INTEGER)`, `CAST(longitude * n AS INTEGER)` for n cells per degree
 * (truncation towards zero, as SQLite's CAST does). Multiplying by 4 is exact in floating point,
 * so a point's large cell is always its small cell divided by 4 (truncated): each large cell is
 * exactly 16 small ones, and a large cell row is exactly a latitude band.
 */
export const SMALL_CELLS_PER_DEGREE = 200;
export const LARGE_CELLS_PER_DEGREE = LATITUDE_BANDS_PER_DEGREE;
export type CellsPerDegree = typeof SMALL_CELLS_PER_DEGREE | typeof LARGE_CELLS_PER_DEGREE;

/** A cell's key columns, the mode first (every search reads one mode). */
const mapCell = () => ({
  statusType: statusType(),
  cellsPerDegree: integer("cells_per_degree").notNull(),
  cellY: integer("cell_y").notNull(),
  cellX: integer("cell_x").notNull(),
});

/**
 * The per-suburb figures again, per map cell (of both sizes) and search mode (migration 0007,
 * same triggers): a map viewport without filters sums the large cells inside it, the small cells
 * around them, and groups only the listings of the small cells on its edge
 * (lib/db/queries/search-cell-figures.ts). WITHOUT ROWID in SQL.
 */
export const listingCellFacets = sqliteTable(
  "listing_cell_facets",
  {
    ...mapCell(),
    ...facetCounts(),
  },
  (t) => [primaryKey({ columns: [t.statusType, t.cellsPerDegree, t.cellY, t.cellX, t.propertyType, t.bedrooms] })],
);

/** How many listings of a map cell and mode ask (or sold, or leased) for each price. */
export const listingCellPrices = sqliteTable(
  "listing_cell_prices",
  {
    ...mapCell(),
    ...priceCount(),
  },
  (t) => [primaryKey({ columns: [t.statusType, t.cellsPerDegree, t.cellY, t.cellX, t.price] })],
);
