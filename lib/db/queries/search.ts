import { inArray, sql } from "drizzle-orm";
import { inChunks } from "./in-chunks";
import type { Database } from "../database";
import { listings } from "../schema";
import { getListingsByIds, type ListingRow } from "./listings";
import { searchConditions } from "./search-conditions";
import { summariseListingGroups, type ListingFigures, type ListingGroup } from "./search-figures";
import { isPlainSuburbSearch, suburbFigures } from "./search-suburb-figures";
import { cellFigures, isPlainMapSearch } from "./search-cell-figures";
import { firstInOrder } from "./first-in-order";
import { compareBySortKeys, searchOrderBy, searchSortKeys, SORT_COLUMNS } from "./search-order";
import { isPointInPolygon } from "./search-polygon";
import { hasPlaces, type ListingSearchQuery } from "./search-query";

/**
 * Listing search against D1: one WHERE (search-conditions.ts) shared by two statements, so the
 * page and the figures always describe the same set:
 *
 * 1. page:  SELECT id … ORDER BY <sort>, id LIMIT take OFFSET skip, then the 25 rows by id
 * 2. stats: SELECT property_type, bedrooms, price, count(*) … GROUP BY property_type, bedrooms, price
 *           one pass that yields the total, both facets and the exact median (prices are rounded,
 *           so 50,000 listings make about 4,000 groups); a place search without filters reads
 *           the same figures from the per-suburb tables instead (search-suburb-figures.ts), a
 *           map viewport without filters from the per-cell tables and its edge (search-cell-figures.ts)
 *
 * A drawn area runs one candidate statement over the polygon's bounding box instead, keeps the
 * rows inside the polygon (exact test in JS), and counts, pages and takes the median from them.
 */

/**
 * Most candidates a drawn area examines. A hand-drawn area over a city centre holds a few
 * thousand listings; past this the search says so (`truncated`) instead of growing without bound.
 */
export const MAX_DRAWN_AREA_CANDIDATES = 20_000;

export interface ListingSearchResult extends ListingFigures {
  rows: ListingRow[];
  /** A drawn area had more candidates than MAX_DRAWN_AREA_CANDIDATES; counts cover the first ones. */
  truncated: boolean;
}

const emptyResult = (): ListingSearchResult => ({
  rows: [], total: 0, byPropertyType: new Map(), byBedrooms: new Map(), priced: 0, medianPrice: null, truncated: false,
});

/**
 * A listing's property type, bedrooms and price in one integer: (price + 1) · 65,536 +
 * bedrooms · 256 + type, price -1 when withheld. Types are spec ids (under 31) and more than 255
 * bedrooms fold into 255 (facets stop at 5+). One column instead of three makes a drawn area's
 * 18,000 candidates ~2.5 ms cheaper to read and to hold in JS; the value is also the group key.
 */
const FACET_KEY = sql<number>`(coalesce(${listings.price}, -1) + 1) * 65536 + min(${listings.bedrooms}, 255) * 256 + ${listings.propertyType}`;

function groupOfFacetKey(key: number): Omit<ListingGroup, "count"> {
  const price = Math.floor(key / 65_536) - 1;
  return { propertyType: key % 256, bedrooms: Math.floor(key / 256) % 256, price: price < 0 ? null : price };
}

/** Columns a drawn area's candidates can carry: the sort keys' and what the polygon test and figures read. */
const DRAWN_AREA_COLUMNS = {
  ...SORT_COLUMNS,
  latitude: listings.latitude,
  longitude: listings.longitude,
  facetKey: FACET_KEY,
} as const;
type DrawnAreaColumn = keyof typeof DRAWN_AREA_COLUMNS;
type CandidateRow = unknown[];

/**
 * The statements of a search, built but not run. They read only columns of the search indexes
 * (lib/db/schema/listings.ts), so SQLite answers them from the index alone; only `rowsInOrder`
 * reads the page's rows. The query-plan test explains every statement the search sends.
 */
export function searchStatements(db: Database, query: ListingSearchQuery) {
  const where = searchConditions(query);
  const orderBy = searchOrderBy(query.sort, query.statusType, query.now, Boolean(query.bounds ?? query.polygon));
  return {
    where,
    pageIds: (skip: number, take: number) =>
      db.select({ id: listings.id }).from(listings).where(where).orderBy(...orderBy).limit(take).offset(skip),
    // Raw columns in the GROUP BY (folding happens in summarise): measured faster than
    // grouping on min(bedrooms, 5), and far faster than one sum(<bucket test>) per facet value,
    // which cost ~30 ns per row and expression (36 ms for 55,000 listings against 27 ms).
    stats: db
      .select({ propertyType: listings.propertyType, bedrooms: listings.bedrooms, price: listings.price, count: sql<number>`count(*)` })
      .from(listings)
      .where(where)
      .groupBy(listings.propertyType, listings.bedrooms, listings.price),
    /**
     * A drawn area's candidates in its bounding box, as value arrays in `columns` order: what
     * the polygon test, the figures and the order need. Unordered, because sorting
     * 18,000 candidates in SQL cost more than fetching them (12 of 21 ms), and as arrays, because
     * mapping them to objects cost as much again; `inSortOrder` only when they overflow, to keep
     * the first ones.
     */
    drawnAreaCandidates: (columns: readonly DrawnAreaColumn[], inSortOrder: boolean) => {
      const statement = db
        .select(Object.fromEntries(columns.map((column) => [column, DRAWN_AREA_COLUMNS[column]])))
        .from(listings)
        .where(where)
        .$dynamic();
      return (inSortOrder ? statement.orderBy(...orderBy) : statement).limit(MAX_DRAWN_AREA_CANDIDATES + 1).values();
    },
  };
}

/** Full rows of one page, in the order of `ids` (a primary-key lookup per id). */
async function rowsInOrder(db: Database, ids: readonly number[]): Promise<ListingRow[]> {
  const byId = new Map((await getListingsByIds(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function searchListings(db: Database, query: ListingSearchQuery): Promise<ListingSearchResult> {
  if (query.places && !hasPlaces(query.places)) return emptyResult();
  if (query.polygon) return searchDrawnArea(db, query, query.polygon);
  const statements = searchStatements(db, query);
  const [ids, summary] = await Promise.all([statements.pageIds(query.skip, query.take), searchFigures(db, query, statements.stats)]);
  const rows = await rowsInOrder(db, ids.map((row) => row.id));
  return { rows, ...summary, truncated: false };
}

/**
 * A place search without filters is counted from the per-suburb figures the listing triggers
 * keep, a map viewport without filters from the per-cell figures and its edge; anything
 * narrower groups its own listings (`stats`, run only when needed).
 */
async function searchFigures(db: Database, query: ListingSearchQuery, stats: PromiseLike<ListingGroup[]>): Promise<ListingFigures> {
  if (isPlainSuburbSearch(query)) return suburbFigures(db, query.statusType, query.places.suburbIds);
  const fromCells = isPlainMapSearch(query) ? await cellFigures(db, query.statusType, query.bounds) : undefined;
  return fromCells ?? summariseListingGroups(await stats);
}

/**
 * The listings of a drawn area: candidates in the polygon's bounding box, the exact polygon test,
 * their figures, and the first `firstCount` ids in the search's order (the same keys as its
 * ORDER BY, search-order.ts).
 */
async function drawnAreaListings(db: Database, query: ListingSearchQuery, polygon: ListingSearchQuery["polygon"] & {}, firstCount: number) {
  const statements = searchStatements(db, query);
  const sortKeys = searchSortKeys(query.sort, query.statusType);
  const columns = [...new Set<DrawnAreaColumn>(["id", "latitude", "longitude", "facetKey", ...sortKeys.map((key) => key.column)])];
  const at = Object.fromEntries(columns.map((column, index) => [column, index])) as Record<DrawnAreaColumn, number>;
  let candidates = (await statements.drawnAreaCandidates(columns, false)) as CandidateRow[];
  const truncated = candidates.length > MAX_DRAWN_AREA_CANDIDATES;
  if (truncated) candidates = (await statements.drawnAreaCandidates(columns, true)) as CandidateRow[];

  const inside: CandidateRow[] = [];
  // Counted per facet key, as the stats statement groups by property type, bedrooms and price.
  const counts = new Map<number, number>();
  const examined = Math.min(candidates.length, MAX_DRAWN_AREA_CANDIDATES);
  for (let i = 0; i < examined; i++) {
    const row = candidates[i]!;
    if (!isPointInPolygon(Number(row[at.latitude]), Number(row[at.longitude]), polygon)) continue;
    inside.push(row);
    const key = Number(row[at.facetKey]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const groups = [...counts].map(([key, count]): ListingGroup => ({ ...groupOfFacetKey(key), count }));
  const compare = compareBySortKeys<CandidateRow>(sortKeys, query.now, (row, column) => row[at[column]] as number | null);
  const firstIds = firstInOrder(inside, compare, firstCount).map((row) => Number(row[at.id]));
  return { figures: summariseListingGroups(groups), firstIds, truncated };
}

async function searchDrawnArea(db: Database, query: ListingSearchQuery, polygon: ListingSearchQuery["polygon"] & {}): Promise<ListingSearchResult> {
  const { figures, firstIds, truncated } = await drawnAreaListings(db, query, polygon, query.skip + query.take);
  const rows = await rowsInOrder(db, firstIds.slice(query.skip));
  return { rows, ...figures, truncated };
}

export interface MapMarkerRow {
  id: number;
  latitude: number;
  longitude: number;
  priceText: string;
  suburbId: number;
  addressHidden: boolean;
  streetNumber: string | null;
  streetName: string;
  stateCode: string;
  postcode: string;
}

/** Markers for the map view: the first `limit` listings of the search in its sort order. */
export async function searchMapMarkers(db: Database, query: ListingSearchQuery, limit: number): Promise<MapMarkerRow[]> {
  if (query.places && !hasPlaces(query.places)) return [];
  const ids = query.polygon
    ? (await drawnAreaListings(db, query, query.polygon, limit)).firstIds
    : (await searchStatements(db, query).pageIds(0, limit)).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await inChunks(ids, (chunk) => db
    .select({
      id: listings.id,
      latitude: listings.latitude,
      longitude: listings.longitude,
      priceText: listings.priceText,
      suburbId: listings.suburbId,
      addressHidden: listings.addressHidden,
      streetNumber: listings.streetNumber,
      streetName: listings.streetName,
      stateCode: listings.stateCode,
      postcode: listings.postcode,
    })
    .from(listings)
    .where(inArray(listings.id, chunk)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
