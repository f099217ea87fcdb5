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
 * Map figure cells, in four sizes: 1/200° (about 550 × 460 m in Sydney), 1/50° (2.2 × 1.8 km,
 * one latitude band of the area index by 1/50° of longitude), 1/6.25° (18 × 15 km, for
 * zoomed-out maps) and 1/0.78125° (142 × 118 km, for a state or the whole country). The cell of a point is `CAST(latitude * n AS INTEGER)`,
 * `CAST(longitude * n AS INTEGER)` for n cells per degree (truncation towards zero, as SQLite's
 * CAST does). The sizes are powers of two apart (4, 8 and 8), and scaling by a power of two is
 * exact in floating point, so a point's larger cell is always its smaller cell divided by 4 or 8
 * (truncated): each cell is exactly 16 or 64 of the next size down (see
 * lib/db/queries/search/viewport-cells.ts). That is why the coarse size is 6.25, not a round 5: with 5
 * a point on a cell side could land in cells of the two sizes that do not nest. 6.25 and 0.78125
 * are stored as REALs in the `cells_per_degree` key column; SQLite keeps them exact.
 */
export const SMALL_CELLS_PER_DEGREE = 200;
export const LARGE_CELLS_PER_DEGREE = LATITUDE_BANDS_PER_DEGREE;
export const COARSE_CELLS_PER_DEGREE = 6.25;
export const COUNTRY_CELLS_PER_DEGREE = 0.78125;
export type CellsPerDegree =
  | typeof SMALL_CELLS_PER_DEGREE
  | typeof LARGE_CELLS_PER_DEGREE
  | typeof COARSE_CELLS_PER_DEGREE
  | typeof COUNTRY_CELLS_PER_DEGREE;
/** The cell sizes, coarsest first: each nests exactly in the one before it. */
export const CELL_SIZES = [
  COUNTRY_CELLS_PER_DEGREE,
  COARSE_CELLS_PER_DEGREE,
  LARGE_CELLS_PER_DEGREE,
  SMALL_CELLS_PER_DEGREE,
] as const;

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
 * (lib/db/queries/search/cell-figures.ts). WITHOUT ROWID in SQL.
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
