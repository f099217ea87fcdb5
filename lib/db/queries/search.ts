import { and, asc, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "../database";
import { listings } from "../schema";
import { getListingsByIds, type ListingRow } from "./listings";
import { searchConditions } from "./search-conditions";
import { searchOrderBy } from "./search-order";
import { isPointInPolygon } from "./search-polygon";
import { hasPlaces, type ListingSearchQuery } from "./search-query";

/**
 * Listing search against D1: one WHERE (search-conditions.ts) shared by three statements,
 * so the page, the counts and the median always describe the same set:
 *
 * 1. page:   SELECT * … ORDER BY <sort>, id LIMIT take OFFSET skip
 * 2. counts: SELECT property_type, min(bedrooms, 5), count(*), count(price) … GROUP BY 1, 2
 *            (the total, both facets and the number of priced rows in one pass)
 * 3. median: SELECT price … AND price IS NOT NULL ORDER BY price LIMIT 1 or 2 OFFSET (n-1)/2
 *
 * A drawn area runs one candidate statement over the polygon's bounding box instead, keeps the
 * rows inside the polygon (exact test in JS), and counts, pages and takes the median from them.
 */

/** Bedroom counts above this fold into it ("5+", spec section 4). */
const TOP_BEDROOM_BUCKET = 5;

/**
 * Most candidates a drawn area examines. A hand-drawn area over a city centre holds a few
 * thousand listings; past this the search says so (`truncated`) instead of growing without bound.
 */
export const MAX_DRAWN_AREA_CANDIDATES = 20_000;

export interface ListingSearchCounts {
  total: number;
  /** Raw property-type ids as stored; the service folds subtypes and names them. */
  byPropertyType: Map<number, number>;
  /** 0 (studio) … 5 (5+). */
  byBedrooms: Map<number, number>;
  /** Listings with a price (the median's population). */
  priced: number;
}

export interface ListingSearchResult extends ListingSearchCounts {
  rows: ListingRow[];
  medianPrice: number | null;
  /** A drawn area had more candidates than MAX_DRAWN_AREA_CANDIDATES; counts cover the first ones. */
  truncated: boolean;
}

interface CountGroup {
  propertyType: number;
  bedrooms: number;
  count: number;
  priced: number;
}

function summarise(groups: readonly CountGroup[]): ListingSearchCounts {
  const counts: ListingSearchCounts = { total: 0, byPropertyType: new Map(), byBedrooms: new Map(), priced: 0 };
  for (const group of groups) {
    counts.total += group.count;
    counts.priced += group.priced;
    counts.byPropertyType.set(group.propertyType, (counts.byPropertyType.get(group.propertyType) ?? 0) + group.count);
    counts.byBedrooms.set(group.bedrooms, (counts.byBedrooms.get(group.bedrooms) ?? 0) + group.count);
  }
  return counts;
}

function median(sortedPrices: readonly number[]): number | null {
  const n = sortedPrices.length;
  if (n === 0) return null;
  const low = sortedPrices[Math.floor((n - 1) / 2)]!;
  const high = sortedPrices[Math.floor(n / 2)]!;
  return Math.round((low + high) / 2);
}

const emptyResult = (): ListingSearchResult => ({
  rows: [], total: 0, byPropertyType: new Map(), byBedrooms: new Map(), priced: 0, medianPrice: null, truncated: false,
});

/** The statements of a search, built but not run: the query-plan test explains exactly these. */
export function searchStatements(db: Database, query: ListingSearchQuery) {
  const where = searchConditions(query);
  const bedroomBucket = sql<number>`min(${listings.bedrooms}, ${sql.raw(String(TOP_BEDROOM_BUCKET))})`;
  return {
    where,
    page: db
      .select()
      .from(listings)
      .where(where)
      .orderBy(...searchOrderBy(query.sort, query.statusType, query.now))
      .limit(query.take)
      .offset(query.skip),
    counts: db
      .select({
        propertyType: listings.propertyType,
        bedrooms: bedroomBucket,
        count: sql<number>`count(*)`,
        priced: sql<number>`count(${listings.price})`,
      })
      .from(listings)
      .where(where)
      .groupBy(listings.propertyType, bedroomBucket),
    median: (priced: number) =>
      db
        .select({ price: listings.price })
        .from(listings)
        .where(and(where, isNotNull(listings.price)))
        .orderBy(asc(listings.price))
        .limit(priced % 2 === 0 ? 2 : 1)
        .offset(Math.floor((priced - 1) / 2)),
    drawnAreaCandidates: db
      .select({
        id: listings.id,
        latitude: listings.latitude,
        longitude: listings.longitude,
        propertyType: listings.propertyType,
        bedrooms: bedroomBucket,
        price: listings.price,
      })
      .from(listings)
      .where(where)
      .orderBy(...searchOrderBy(query.sort, query.statusType, query.now))
      .limit(MAX_DRAWN_AREA_CANDIDATES + 1),
  };
}

export async function searchListings(db: Database, query: ListingSearchQuery): Promise<ListingSearchResult> {
  if (query.places && !hasPlaces(query.places)) return emptyResult();
  if (query.polygon) return searchDrawnArea(db, query);
  const statements = searchStatements(db, query);
  const [rows, groups] = await Promise.all([statements.page, statements.counts]);
  const counts = summarise(groups);
  let medianPrice: number | null = null;
  if (counts.priced > 0) {
    const middle = await statements.median(counts.priced);
    medianPrice = median(middle.flatMap((row) => (row.price == null ? [] : [row.price])));
  }
  return { rows, ...counts, medianPrice, truncated: false };
}

async function searchDrawnArea(db: Database, query: ListingSearchQuery): Promise<ListingSearchResult> {
  const polygon = query.polygon!;
  const candidates = await searchStatements(db, query).drawnAreaCandidates;
  const truncated = candidates.length > MAX_DRAWN_AREA_CANDIDATES;
  const inside = candidates
    .slice(0, MAX_DRAWN_AREA_CANDIDATES)
    .filter((row) => isPointInPolygon(row.latitude, row.longitude, polygon));
  const counts = summarise(
    inside.map((row) => ({ propertyType: row.propertyType, bedrooms: row.bedrooms, count: 1, priced: row.price == null ? 0 : 1 })),
  );
  const prices = inside.flatMap((row) => (row.price == null ? [] : [row.price])).sort((a, b) => a - b);
  const pageIds = inside.slice(query.skip, query.skip + query.take).map((row) => row.id);
  const byId = new Map((await getListingsByIds(db, pageIds)).map((row) => [row.id, row]));
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  return { rows, ...counts, medianPrice: median(prices), truncated };
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
  const where: SQL = searchConditions(query);
  const rows = await db
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
    .where(where)
    .orderBy(...searchOrderBy(query.sort, query.statusType, query.now))
    .limit(query.polygon ? MAX_DRAWN_AREA_CANDIDATES : limit);
  const polygon = query.polygon;
  if (!polygon) return rows;
  return rows.filter((row) => isPointInPolygon(row.latitude, row.longitude, polygon)).slice(0, limit);
}
