import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "../database";
import { listingInspections, listingMedia, listings } from "../schema";
import { inChunks } from "./in-chunks";

export type ListingRow = typeof listings.$inferSelect;
export type ListingMediaRow = typeof listingMedia.$inferSelect;
export type InspectionRow = typeof listingInspections.$inferSelect;
export type StatusType = ListingRow["statusType"];

export async function getListingsByIds(db: Database, ids: readonly number[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  return inChunks(ids, (chunk) => db.select().from(listings).where(inArray(listings.id, chunk)));
}

export async function getMediaForListings(db: Database, listingIds: readonly number[]): Promise<ListingMediaRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(listingMedia)
    .where(inArray(listingMedia.listingId, [...listingIds]))
    .orderBy(asc(listingMedia.listingId), asc(listingMedia.kind), asc(listingMedia.position));
}

/** Inspections from `from` onwards (past ones are of no use to a buyer). */
export async function getInspectionsForListings(
  db: Database,
  listingIds: readonly number[],
  from: number,
): Promise<InspectionRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(listingInspections)
    .where(and(inArray(listingInspections.listingId, [...listingIds]), gte(listingInspections.endsAt, from)))
    .orderBy(asc(listingInspections.listingId), asc(listingInspections.startsAt));
}

/** Newest listings of one status, served by `listings_status_listed_idx` (home page). */
export async function findNewestListings(db: Database, statusType: StatusType, listedSince: number, take: number) {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.statusType, statusType), gte(listings.listedAt, listedSince)))
    .orderBy(desc(listings.listedAt))
    .limit(take);
}
