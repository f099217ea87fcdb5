import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { runInOneBatch } from "../../batch";
import {
  agents,
  feedListings,
  feedRunItems,
  listingAgents,
  listingInspections,
  listingMedia,
  listingRemovals,
  listings,
  locations,
} from "../../schema";
import type { NewFeedRunItem } from "./feed-runs";

export type FeedListingRow = typeof feedListings.$inferSelect;
export type ListingInsert = typeof listings.$inferInsert;
export type ListingRemovalInsert = typeof listingRemovals.$inferInsert;

export async function findFeedListing(
  db: Database,
  officeId: number,
  uniqueId: string,
): Promise<FeedListingRow | undefined> {
  return db
    .select()
    .from(feedListings)
    .where(and(eq(feedListings.officeId, officeId), eq(feedListings.uniqueId, uniqueId)))
    .get();
}

export async function findListingRow(db: Database, id: number): Promise<typeof listings.$inferSelect | undefined> {
  return db.select().from(listings).where(eq(listings.id, id)).get();
}

/** Whether an id is any listing's, live, removed or held for a feed (a new home's id must be none). */
export async function listingIdTaken(db: Database, id: number): Promise<boolean> {
  const rows = await db.all<{ taken: number }>(sql`
    SELECT 1 AS taken WHERE EXISTS (SELECT 1 FROM ${listings} WHERE ${listings.id} = ${id})
      OR EXISTS (SELECT 1 FROM ${listingRemovals} WHERE ${listingRemovals.listingId} = ${id})
      OR EXISTS (SELECT 1 FROM ${feedListings} WHERE ${feedListings.listingId} = ${id})`);
  return rows.length > 0;
}

export interface SuburbRow {
  id: number;
  name: string;
  stateCode: string;
  postcode: string | null;
  latitude: number;
  longitude: number;
}

const suburbColumns = {
  id: locations.id,
  name: locations.name,
  stateCode: locations.stateCode,
  postcode: locations.postcode,
  latitude: locations.latitude,
  longitude: locations.longitude,
};

/** The suburb with this normalised name (`search_name`), state and postcode, if we have it. */
export async function findSuburb(
  db: Database,
  searchName: string,
  stateCode: string,
  postcode: string,
): Promise<SuburbRow | undefined> {
  return db
    .select(suburbColumns)
    .from(locations)
    .where(
      and(
        eq(locations.searchName, searchName),
        eq(locations.type, "suburb"),
        eq(locations.stateCode, stateCode),
        eq(locations.postcode, postcode),
      ),
    )
    .get();
}

/**
 * Suburbs near a miss, for the service to rank: the same name anywhere, the same postcode, or a
 * name starting like it in the same state. Each arm is an indexed lookup (name, postcode).
 */
export async function suburbCandidates(
  db: Database,
  searchName: string,
  stateCode: string,
  postcode: string,
): Promise<SuburbRow[]> {
  return db
    .select(suburbColumns)
    .from(locations)
    .where(
      and(
        eq(locations.type, "suburb"),
        or(
          eq(locations.searchName, searchName),
          eq(locations.postcode, postcode),
          and(like(locations.searchName, `${searchName.slice(0, 4)}%`), eq(locations.stateCode, stateCode)),
        ),
      ),
    )
    .limit(60);
}

/** Our street of this normalised name in the suburb, for placing a home the feed gives no point. */
export async function findStreet(
  db: Database,
  suburbId: number,
  searchName: string,
): Promise<{ latitude: number; longitude: number } | undefined> {
  return db
    .select({ latitude: locations.latitude, longitude: locations.longitude })
    .from(locations)
    .where(and(eq(locations.searchName, searchName), eq(locations.type, "street"), eq(locations.suburbId, suburbId)))
    .get();
}

/** The office's agents whose e-mail is one of these (lower-cased). */
export async function officeAgentsByEmail(
  db: Database,
  officeId: number,
  emails: readonly string[],
): Promise<{ id: number; email: string }[]> {
  if (emails.length === 0) return [];
  return db
    .select({ id: agents.id, email: sql<string>`lower(${agents.email})` })
    .from(agents)
    .where(and(eq(agents.officeId, officeId), inArray(sql`lower(${agents.email})`, [...emails])));
}

/** What one applied feed listing writes, decided by the service; run by `writeFeedListing` in one batch. */
export type FeedListingWrite =
  | {
      kind: "list";
      /** Insert (a new home, or one listed again after a withdrawal) or update the listing row. */
      mode: "insert" | "update";
      listing: ListingInsert & { id: number };
      inspections: { startsAt: number; endsAt: number }[] | undefined;
      coAgentIds: number[] | undefined;
      source: FeedListingRow;
      item: NewFeedRunItem;
    }
  | {
      kind: "remove";
      listingId: number;
      /** The snapshot for the "no longer available" page; null when the home is off the site already. */
      removal: ListingRemovalInsert | null;
      source: FeedListingRow;
      item: NewFeedRunItem;
    }
  | { kind: "report"; item: NewFeedRunItem };

function upsertSource(db: Database, source: FeedListingRow) {
  const { officeId: _office, uniqueId: _unique, ...changed } = source;
  return db
    .insert(feedListings)
    .values(source)
    .onConflictDoUpdate({ target: [feedListings.officeId, feedListings.uniqueId], set: changed });
}

/**
 * Writes one feed listing's change, its held feed state and its report line together: one D1
 * batch, so a failure leaves neither a half-updated home nor a report that claims a change.
 */
export async function writeFeedListing(db: Database, write: FeedListingWrite): Promise<void> {
  const item = db.insert(feedRunItems).values(write.item);
  if (write.kind === "report") {
    await item;
    return;
  }
  if (write.kind === "remove") {
    const id = write.listingId;
    await runInOneBatch(db, [
      upsertSource(db, write.source),
      ...(write.removal
        ? [
            db.insert(listingRemovals).values(write.removal).onConflictDoNothing(),
            db.delete(listingMedia).where(eq(listingMedia.listingId, id)),
            db.delete(listingInspections).where(eq(listingInspections.listingId, id)),
            db.delete(listingAgents).where(eq(listingAgents.listingId, id)),
            db.delete(listings).where(eq(listings.id, id)),
          ]
        : []),
      item,
    ]);
    return;
  }
  const { listing } = write;
  const { id: _id, ...columns } = listing;
  await runInOneBatch(db, [
    write.mode === "insert"
      ? db.insert(listings).values(listing)
      : db.update(listings).set(columns).where(eq(listings.id, listing.id)),
    // A home listed again after a withdrawal is no longer a removed one.
    ...(write.mode === "insert" ? [db.delete(listingRemovals).where(eq(listingRemovals.listingId, listing.id))] : []),
    ...(write.inspections
      ? [
          db.delete(listingInspections).where(eq(listingInspections.listingId, listing.id)),
          ...write.inspections.map((slot) => db.insert(listingInspections).values({ listingId: listing.id, ...slot })),
        ]
      : []),
    ...(write.coAgentIds
      ? [
          db.delete(listingAgents).where(eq(listingAgents.listingId, listing.id)),
          ...write.coAgentIds.map((agentId, index) =>
            db.insert(listingAgents).values({ listingId: listing.id, agentId, position: index + 1 }),
          ),
        ]
      : []),
    upsertSource(db, write.source),
    item,
  ]);
}
