import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { listingSuburbFacets, locations } from "../../schema";
import type { LocationRow } from "./locations";

/**
 * The places one level down (state → regions, region → areas, area → suburbs, suburb → streets),
 * busiest first. `locations_parent_idx` finds them; the sort is over one parent's children (an
 * area holds at most a few hundred suburbs, a suburb fewer than 20 streets).
 */
export async function findChildLocations(db: Database, parentId: number, take: number): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(eq(locations.parentId, parentId))
    .orderBy(desc(locations.popularity), asc(locations.name))
    .limit(take);
}

/** Places of one type, optionally in one state, busiest first (`locations_type_state_idx`). */
export async function findLocationsOfType(
  db: Database,
  type: LocationRow["type"],
  stateCode: string | undefined,
  take: number,
): Promise<LocationRow[]> {
  const where = stateCode
    ? and(eq(locations.type, type), eq(locations.stateCode, stateCode))
    : eq(locations.type, type);
  return db.select().from(locations).where(where).orderBy(desc(locations.popularity), asc(locations.id)).limit(take);
}

/** A location by its uniqueUri (`/vic/melbourne-3000`), served by `locations_unique_uri_uq`. */
export async function getLocationByUniqueUri(db: Database, uniqueUri: string): Promise<LocationRow | undefined> {
  const rows = await db.select().from(locations).where(eq(locations.uniqueUri, uniqueUri)).limit(1);
  return rows[0];
}

/**
 * Listings per search mode in some suburbs, from the figure table the listing triggers keep
 * (migration 0006), so no listing is read.
 */
export async function countListingsBySuburbs(
  db: Database,
  suburbIds: readonly number[],
): Promise<{ statusType: "buy" | "rent" | "sold" | "leased"; listings: number }[]> {
  if (suburbIds.length === 0) return [];
  return db
    .select({
      statusType: listingSuburbFacets.statusType,
      listings: sql<number>`coalesce(sum(${listingSuburbFacets.listings}), 0)`,
    })
    .from(listingSuburbFacets)
    .where(inArray(listingSuburbFacets.suburbId, [...suburbIds]))
    .groupBy(listingSuburbFacets.statusType);
}
