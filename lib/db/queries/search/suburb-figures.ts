import { and, eq, sql } from "drizzle-orm";
import type { StatusType } from "../listings/listings";
import { listingSuburbFacets, listingSuburbPrices } from "../../schema";
import type { Database } from "../../database";
import { summarise, type ListingFigures } from "./figures";
import { integerList } from "./conditions";
import { hasNoListingFilters, type ListingSearchQuery, type SearchPlaces } from "./query";

/**
 * A search the per-suburb figures answer exactly: listings of one mode in a list of suburbs
 * (a suburb with its neighbours, several suburbs, an area or a region) and nothing else. Any
 * filter, state, street, office, map or drawn area needs the listings themselves.
 */
export function isPlainSuburbSearch(query: ListingSearchQuery): query is ListingSearchQuery & { places: SearchPlaces } {
  const { places } = query;
  return (
    places !== undefined &&
    places.suburbIds.length > 0 &&
    places.stateCodes.length === 0 &&
    places.streets.length === 0 &&
    query.officeId === undefined &&
    hasNoListingFilters(query) &&
    query.bounds === undefined &&
    query.polygon === undefined
  );
}

/** The figures statements for a plain suburb search, built but not run. */
function suburbFigureStatements(db: Database, statusType: StatusType, suburbIds: readonly number[]) {
  // Ids the service resolved from the database, written as literals (D1 binds at most 100 parameters).
  const list = integerList(suburbIds);
  return {
    facets: db
      .select({
        propertyType: listingSuburbFacets.propertyType,
        bedrooms: listingSuburbFacets.bedrooms,
        count: sql<number>`sum(${listingSuburbFacets.listings})`,
        priced: sql<number>`sum(${listingSuburbFacets.priced})`,
      })
      .from(listingSuburbFacets)
      .where(and(sql`${listingSuburbFacets.suburbId} IN (${list})`, eq(listingSuburbFacets.statusType, statusType)))
      .groupBy(listingSuburbFacets.propertyType, listingSuburbFacets.bedrooms),
    prices: db
      .select({ price: listingSuburbPrices.price, count: sql<number>`sum(${listingSuburbPrices.listings})` })
      .from(listingSuburbPrices)
      .where(and(sql`${listingSuburbPrices.suburbId} IN (${list})`, eq(listingSuburbPrices.statusType, statusType)))
      .groupBy(listingSuburbPrices.price),
  };
}

/** Total, facets and median of every listing of a mode in these suburbs, from the per-suburb tables. */
export async function suburbFigures(
  db: Database,
  statusType: StatusType,
  suburbIds: readonly number[],
): Promise<ListingFigures> {
  const statements = suburbFigureStatements(db, statusType, suburbIds);
  const [facets, prices] = await Promise.all([statements.facets, statements.prices]);
  return summarise(facets, prices);
}
