import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../database";
import { listingAgents, listingRemovals, listings, locationNeighbours } from "../../schema";
import { inChunks } from "../in-chunks";
import { listingRowColumns, type ListingRow, type StatusType } from "./listings";

export type ListingRemovalRow = typeof listingRemovals.$inferSelect;

/** Co-listing agents of several listings, in their listed order. */
export async function getCoAgentRows(db: Database, listingIds: readonly number[]) {
  return inChunks(listingIds, (chunk) =>
    db
      .select({ listingId: listingAgents.listingId, agentId: listingAgents.agentId })
      .from(listingAgents)
      .where(inArray(listingAgents.listingId, chunk))
      .orderBy(asc(listingAgents.listingId), asc(listingAgents.position)),
  );
}

/**
 * An office's newest listings of some statuses, without one listing. Served by
 * `listings_search_office_idx` (office, status, …); an office has hundreds of listings at most,
 * so sorting them by listed date is cheap.
 */
export async function findOfficeListings(
  db: Database,
  params: { officeId: number; statusTypes: readonly StatusType[]; excludeId: number; take: number; skip: number },
): Promise<ListingRow[]> {
  return db
    .select(listingRowColumns)
    .from(listings)
    .where(
      and(
        eq(listings.officeId, params.officeId),
        inArray(listings.statusType, [...params.statusTypes]),
        ne(listings.id, params.excludeId),
      ),
    )
    .orderBy(desc(listings.listedAt), desc(listings.id))
    .limit(params.take)
    .offset(params.skip);
}

/** The nearest suburbs of a suburb (the seed keeps 8 per suburb, rank 0 nearest). */
export async function findNeighbours(db: Database, locationId: number, take: number) {
  return db
    .select({ neighbourId: locationNeighbours.neighbourId, distanceKm: locationNeighbours.distanceKm })
    .from(locationNeighbours)
    .where(eq(locationNeighbours.locationId, locationId))
    .orderBy(asc(locationNeighbours.rank))
    .limit(take);
}

export async function getListingRemoval(db: Database, listingId: number): Promise<ListingRemovalRow | undefined> {
  const rows = await db.select().from(listingRemovals).where(eq(listingRemovals.listingId, listingId)).limit(1);
  return rows[0];
}
