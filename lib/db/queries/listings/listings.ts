import { and, asc, desc, eq, getTableColumns, gte, inArray } from "drizzle-orm";
import type { Database } from "../../database";
import { listingInspections, listingMedia, listings } from "../../schema";
import { inChunks } from "../in-chunks";

/**
 * A listing as the app reads it: every column but `price`. That column is what filters and sorts
 * read inside SQL; rows that leave this module never carry it, so a figure an agent withholds
 * cannot reach a mapper, a page or the API by mistake.
 */
export type ListingRow = Omit<StoredListingRow, "price">;

/** The whole stored row, `price` included: for writes and tests of the SQL, never for reads out. */
export type StoredListingRow = typeof listings.$inferSelect;

function withoutPrice<T extends { price: unknown }>(columns: T): Omit<T, "price"> {
  const { price, ...rest } = columns;
  void price;
  return rest;
}

/** The columns to select for a `ListingRow`. */
export const listingRowColumns = withoutPrice(getTableColumns(listings));
export type ListingMediaRow = typeof listingMedia.$inferSelect;
export type InspectionRow = typeof listingInspections.$inferSelect;
export type StatusType = ListingRow["statusType"];

export async function getListingsByIds(db: Database, ids: readonly number[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  return inChunks(ids, (chunk) => db.select(listingRowColumns).from(listings).where(inArray(listings.id, chunk)));
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
export async function findNewestListings(
  db: Database,
  statusType: StatusType,
  listedSince: number,
  take: number,
): Promise<ListingRow[]> {
  return db
    .select(listingRowColumns)
    .from(listings)
    .where(and(eq(listings.statusType, statusType), gte(listings.listedAt, listedSince)))
    .orderBy(desc(listings.listedAt))
    .limit(take);
}
