import { inArray } from "drizzle-orm";
import { inChunks } from "../in-chunks";
import type { Database } from "../../database";
import { listings } from "../../schema";
import { getListingsByIds, type ListingRow } from "../listings/listings";
import { summariseListingGroups, type ListingFigures, type ListingGroup } from "./figures";
import { isPlainSuburbSearch, suburbFigures } from "./suburb-figures";
import { cellFigures, isPlainMapSearch } from "./cell-figures";
import { drawnAreaListings } from "./drawn-area";
import { idsByRankWalk, isRankWalkSearch } from "./rank-walk";
import { searchStatements } from "./statements";
import { hasPlaces, type ListingSearchQuery } from "./query";

/**
 * Listing search against D1: one WHERE (conditions.ts) shared by two statements, so the
 * page and the figures always describe the same set:
 *
 * 1. page:  SELECT id … ORDER BY <sort>, id LIMIT take OFFSET skip, then the 25 rows by id (a
 *           zoomed-out map walks an index in its order instead, rank-walk.ts)
 * 2. stats: SELECT property_type, bedrooms, price, count(*) … GROUP BY property_type, bedrooms, price
 *           one pass that yields the total, both facets and the exact median (prices are rounded,
 *           so 50,000 listings make about 4,000 groups); a place search without filters reads
 *           the same figures from the per-suburb tables instead (suburb-figures.ts), a
 *           map viewport without filters from the per-cell tables and its edge (cell-figures.ts)
 *
 * A drawn area narrows to the polygon's bounding box and tests the candidates exactly
 * (drawn-area.ts).
 */

export interface ListingSearchResult extends ListingFigures {
  rows: ListingRow[];
  /** A drawn area had more candidates than MAX_DRAWN_AREA_CANDIDATES (drawn-area.ts); counts cover the first ones. */
  truncated: boolean;
}

const emptyResult = (): ListingSearchResult => ({
  rows: [],
  total: 0,
  byPropertyType: new Map(),
  byBedrooms: new Map(),
  priced: 0,
  medianPrice: null,
  truncated: false,
});

/** Full rows of one page, in the order of `ids` (a primary-key lookup per id). */
async function rowsInOrder(db: Database, ids: readonly number[]): Promise<ListingRow[]> {
  const byId = new Map((await getListingsByIds(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function queryListingSearch(db: Database, query: ListingSearchQuery): Promise<ListingSearchResult> {
  if (query.places && !hasPlaces(query.places)) return emptyResult();
  if (query.polygon) return searchDrawnArea(db, query, query.polygon);
  const statements = searchStatements(db, query);
  const [ids, summary] = await Promise.all([
    pageIds(db, query, statements, query.skip, query.take),
    searchFigures(db, query, statements.stats),
  ]);
  const rows = await rowsInOrder(db, ids);
  return { rows, ...summary, truncated: false };
}

/** The page's ids: a zoomed-out map walks the order (rank-walk.ts), anything else reads its listings. */
async function pageIds(
  db: Database,
  query: ListingSearchQuery,
  statements: ReturnType<typeof searchStatements>,
  skip: number,
  take: number,
): Promise<number[]> {
  const walked = isRankWalkSearch(query) ? await idsByRankWalk(db, query, skip, take) : undefined;
  return walked ?? (await statements.pageIds(skip, take)).map((row) => row.id);
}

/**
 * A place search without filters is counted from the per-suburb figures the listing triggers
 * keep, a map viewport without filters from the per-cell figures and its edge; anything
 * narrower groups its own listings (`stats`, run only when needed).
 */
async function searchFigures(
  db: Database,
  query: ListingSearchQuery,
  stats: PromiseLike<ListingGroup[]>,
): Promise<ListingFigures> {
  if (isPlainSuburbSearch(query)) return suburbFigures(db, query.statusType, query.places.suburbIds);
  const fromCells = isPlainMapSearch(query) ? await cellFigures(db, query.statusType, query.bounds) : undefined;
  return fromCells ?? summariseListingGroups(await stats);
}

async function searchDrawnArea(
  db: Database,
  query: ListingSearchQuery,
  polygon: ListingSearchQuery["polygon"] & {},
): Promise<ListingSearchResult> {
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
export async function searchMapMarkers(
  db: Database,
  query: ListingSearchQuery,
  limit: number,
): Promise<MapMarkerRow[]> {
  if (query.places && !hasPlaces(query.places)) return [];
  const ids = query.polygon
    ? (await drawnAreaListings(db, query, query.polygon, limit)).firstIds
    : await pageIds(db, query, searchStatements(db, query), 0, limit);
  if (ids.length === 0) return [];
  const rows = await inChunks(ids, (chunk) =>
    db
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
      .where(inArray(listings.id, chunk)),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
