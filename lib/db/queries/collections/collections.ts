import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../database";
import {
  collectionContributors,
  collectionInvites,
  collectionListings,
  collectionReactions,
  collections,
  listingPriceChanges,
  listingUnderOffer,
  listings,
  members,
  type CollectionRole,
  type ReactionType,
} from "../../schema";

export type CollectionRow = typeof collections.$inferSelect;
export type CollectionInviteRow = typeof collectionInvites.$inferSelect;

/*
 * Limits are reserved in the statement that writes: an INSERT … SELECT … WHERE (count) < limit is
 * one statement, and D1 runs one statement (or one batch) at a time, so parallel requests cannot
 * both pass a read-then-write check. RETURNING says whether the row went in. These raw
 * statements run on their own (Drizzle's D1 batch cannot carry raw SQL); rows that must appear
 * with them are written by triggers (migration 0013).
 */

/**
 * Inserts the collection when its owner has fewer than `max`; a trigger writes its owner row in
 * the same statement. Returns whether it went in.
 */
export async function insertCollectionIfRoom(db: Database, row: typeof collections.$inferInsert, max: number) {
  const inserted = await db.all<{ id: string }>(sql`
    INSERT INTO collections (id, owner_id, name, is_public, is_default, created_at, updated_at)
    SELECT ${row.id}, ${row.ownerId}, ${row.name}, ${row.isPublic ? 1 : 0}, ${row.isDefault ? 1 : 0},
           ${row.createdAt}, ${row.updatedAt}
    WHERE (SELECT count(*) FROM collections WHERE owner_id = ${row.ownerId}) < ${max}
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return inserted.length > 0;
}

export async function findCollection(db: Database, id: string): Promise<CollectionRow | undefined> {
  return (await db.select().from(collections).where(eq(collections.id, id)).limit(1))[0];
}

export async function findDefaultCollection(db: Database, ownerId: string): Promise<CollectionRow | undefined> {
  return (
    await db
      .select()
      .from(collections)
      .where(and(eq(collections.ownerId, ownerId), eq(collections.isDefault, true)))
      .limit(1)
  )[0];
}

export async function roleIn(db: Database, collectionId: string, memberId: string): Promise<CollectionRole | null> {
  const rows = await db
    .select({ role: collectionContributors.role })
    .from(collectionContributors)
    .where(and(eq(collectionContributors.collectionId, collectionId), eq(collectionContributors.memberId, memberId)))
    .limit(1);
  return rows[0]?.role ?? null;
}

/** The collections a member contributes to (owned and joined), newest change first. */
export async function collectionsOfMember(db: Database, memberId: string, take: number) {
  return db
    .select({ collection: collections, role: collectionContributors.role })
    .from(collectionContributors)
    .innerJoin(collections, eq(collections.id, collectionContributors.collectionId))
    .where(eq(collectionContributors.memberId, memberId))
    .orderBy(desc(collections.updatedAt))
    .limit(take);
}

/** Another member's public collections (their own, not ones they joined). */
export async function publicCollectionsOwnedBy(db: Database, ownerId: string, take: number) {
  return db
    .select()
    .from(collections)
    .where(and(eq(collections.ownerId, ownerId), eq(collections.isPublic, true)))
    .orderBy(desc(collections.updatedAt))
    .limit(take);
}

export async function updateCollectionRow(
  db: Database,
  id: string,
  changes: Partial<Pick<CollectionRow, "name" | "isPublic">>,
  now: number,
) {
  await db
    .update(collections)
    .set({ ...changes, updatedAt: now })
    .where(eq(collections.id, id));
}

/** Everything that belongs to a collection, then the collection: one batch. */
export function deleteCollectionStatements(db: Database, id: string) {
  return [
    db.delete(collectionReactions).where(eq(collectionReactions.collectionId, id)),
    db.delete(collectionListings).where(eq(collectionListings.collectionId, id)),
    db.delete(collectionInvites).where(eq(collectionInvites.collectionId, id)),
    db.delete(collectionContributors).where(eq(collectionContributors.collectionId, id)),
    db.delete(collections).where(eq(collections.id, id)),
  ] as const;
}

/** What adding a listing to a collection came to. */
export type AddListingOutcome = "added" | "already-saved" | "full";

/**
 * Adds a listing when the collection holds fewer than `max` (the price text is the listing's now).
 * The insert is the one statement that reserves room, so the limit holds under parallel requests;
 * but it answers "nothing went in" both when the row was already there (a second tap at the same
 * moment) and when the collection is full. When it skips, one read tells them apart: the listing
 * there is "already-saved", a full collection is "full". If neither (the row was removed, or room
 * freed, between the two statements), the insert is tried again.
 */
export async function addListingIfRoom(
  db: Database,
  collectionId: string,
  listingId: number,
  memberId: string,
  now: number,
  max: number,
): Promise<AddListingOutcome> {
  for (let attempt = 0; ; attempt++) {
    const added = await db.all<{ listing_id: number }>(sql`
      INSERT INTO collection_listings (collection_id, listing_id, added_by, added_at, price_text_when_added)
      SELECT ${collectionId}, l.id, ${memberId}, ${now}, l.price_text FROM listings l
      WHERE l.id = ${listingId}
        AND (SELECT count(*) FROM collection_listings WHERE collection_id = ${collectionId}) < ${max}
      ON CONFLICT DO NOTHING
      RETURNING listing_id`);
    if (added.length > 0) return "added";
    const [state] = await db
      .select({
        saved: sql<number>`coalesce(max(${collectionListings.listingId} = ${listingId}), 0)`,
        held: sql<number>`count(*)`,
      })
      .from(collectionListings)
      .where(eq(collectionListings.collectionId, collectionId));
    if (state && state.saved) return "already-saved";
    if (!state || state.held >= max || attempt >= 2) return "full";
  }
}

export function removeListingStatements(db: Database, collectionId: string, listingId: number) {
  return [
    db
      .delete(collectionReactions)
      .where(and(eq(collectionReactions.collectionId, collectionId), eq(collectionReactions.listingId, listingId))),
    db
      .delete(collectionListings)
      .where(and(eq(collectionListings.collectionId, collectionId), eq(collectionListings.listingId, listingId))),
  ] as const;
}

export function touchCollectionStatement(db: Database, id: string, now: number) {
  return db.update(collections).set({ updatedAt: now }).where(eq(collections.id, id));
}

export async function listingExists(db: Database, listingId: number): Promise<boolean> {
  return (await db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).limit(1)).length > 0;
}

/**
 * Which of these listings a member keeps, and in which of their collections: one statement for a
 * whole results page, starting from the member's contributor rows (member_id index), then the
 * (collection_id, listing_id) primary key.
 */
export async function savedListingsOf(db: Database, memberId: string, listingIds: readonly number[]) {
  if (listingIds.length === 0) return [];
  return db
    .select({ listingId: collectionListings.listingId, collectionId: collectionListings.collectionId })
    .from(collectionContributors)
    .innerJoin(collectionListings, eq(collectionListings.collectionId, collectionContributors.collectionId))
    .where(and(eq(collectionContributors.memberId, memberId), inArray(collectionListings.listingId, [...listingIds])));
}

/** Listing counts of several collections. */
export async function listingCounts(db: Database, collectionIds: readonly string[]) {
  if (collectionIds.length === 0) return [];
  return db
    .select({ collectionId: collectionListings.collectionId, count: sql<number>`count(*)` })
    .from(collectionListings)
    .where(inArray(collectionListings.collectionId, [...collectionIds]))
    .groupBy(collectionListings.collectionId);
}

/** The newest `take` listing ids of a collection (its covers). */
export async function newestListingIds(db: Database, collectionId: string, take: number): Promise<number[]> {
  const rows = await db
    .select({ listingId: collectionListings.listingId })
    .from(collectionListings)
    .where(eq(collectionListings.collectionId, collectionId))
    .orderBy(desc(collectionListings.addedAt))
    .limit(take);
  return rows.map((row) => row.listingId);
}

/**
 * One page of a collection's listings, newest first (or just `listingIds` of it), each with the
 * moment its displayed price last changed after it was added (listing_price_changes, written by
 * a trigger), or null when it has not, and since when it has been under offer (listing_under_offer,
 * also a trigger's), or null.
 */
export async function listingsOfCollection(
  db: Database,
  collectionId: string,
  page: { take: number; skip: number; listingIds?: readonly number[] },
) {
  const inCollection = eq(collectionListings.collectionId, collectionId);
  return db
    .select({
      listingId: collectionListings.listingId,
      addedBy: collectionListings.addedBy,
      addedAt: collectionListings.addedAt,
      priceTextWhenAdded: collectionListings.priceTextWhenAdded,
      // Columns are written out with their tables: in a select list Drizzle renders a column
      // unqualified, and `listing_id = listing_id` inside the subquery compared the subquery's own
      // column with itself, giving every saved home the first listing's date.
      priceChangedAt: sql<number | null>`(
        SELECT max(p.changed_at) FROM ${listingPriceChanges} p
        WHERE p.listing_id = ${collectionListings}.listing_id AND p.changed_at > ${collectionListings}.added_at
      )`,
      underOfferSince: sql<number | null>`(
        SELECT u.since FROM ${listingUnderOffer} u WHERE u.listing_id = ${collectionListings}.listing_id
      )`,
    })
    .from(collectionListings)
    .where(
      page.listingIds ? and(inCollection, inArray(collectionListings.listingId, [...page.listingIds])) : inCollection,
    )
    .orderBy(desc(collectionListings.addedAt), desc(collectionListings.listingId))
    .limit(page.take)
    .offset(page.skip);
}

/** Every reaction on these listings of the collection, oldest first. */
export async function reactionsOfCollection(db: Database, collectionId: string, listingIds: readonly number[]) {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(collectionReactions)
    .where(
      and(eq(collectionReactions.collectionId, collectionId), inArray(collectionReactions.listingId, [...listingIds])),
    )
    .orderBy(asc(collectionReactions.updatedAt));
}

export async function contributorsOf(db: Database, collectionId: string) {
  return db
    .select({
      memberId: members.id,
      username: members.username,
      name: members.name,
      avatarUrl: members.avatarUrl,
      role: collectionContributors.role,
      joinedAt: collectionContributors.joinedAt,
    })
    .from(collectionContributors)
    .innerJoin(members, eq(members.id, collectionContributors.memberId))
    .where(eq(collectionContributors.collectionId, collectionId))
    .orderBy(asc(collectionContributors.joinedAt));
}

export async function removeContributor(db: Database, collectionId: string, memberId: string) {
  await db
    .delete(collectionContributors)
    .where(
      and(
        eq(collectionContributors.collectionId, collectionId),
        eq(collectionContributors.memberId, memberId),
        eq(collectionContributors.role, "collaborator"),
      ),
    );
}

/** Saves a reaction and comment, only while the listing is in the collection; true if saved. */
export async function saveReaction(
  db: Database,
  row: {
    collectionId: string;
    listingId: number;
    memberId: string;
    reactionType: ReactionType | null;
    comment: string | null;
    now: number;
  },
) {
  const saved = await db.all<{ member_id: string }>(sql`
    INSERT INTO collection_reactions (collection_id, listing_id, member_id, reaction_type, comment, updated_at)
    SELECT ${row.collectionId}, ${row.listingId}, ${row.memberId}, ${row.reactionType}, ${row.comment}, ${row.now}
    WHERE EXISTS (SELECT 1 FROM collection_listings WHERE collection_id = ${row.collectionId} AND listing_id = ${row.listingId})
    ON CONFLICT (collection_id, listing_id, member_id)
    DO UPDATE SET reaction_type = excluded.reaction_type, comment = excluded.comment, updated_at = excluded.updated_at
    RETURNING member_id`);
  return saved.length > 0;
}

export async function pendingInvitesOf(db: Database, collectionId: string, now: number) {
  return db
    .select()
    .from(collectionInvites)
    .where(
      and(
        eq(collectionInvites.collectionId, collectionId),
        isNull(collectionInvites.acceptedAt),
        gt(collectionInvites.expiresAt, now),
      ),
    )
    .orderBy(asc(collectionInvites.createdAt));
}

/**
 * One invitation, written only while the collection has room (contributors plus open
 * invitations below `maxPeople`) and the inviter has sent fewer than `maxPerDay` in the last day.
 * True if it went in (its e-mail is then queued by the caller).
 */
export async function insertInviteIfRoom(
  db: Database,
  invite: typeof collectionInvites.$inferInsert,
  limits: { maxPeople: number; maxPerDay: number; dayAgo: number },
) {
  const inserted = await db.all<{ id: string }>(sql`
    INSERT INTO collection_invites (id, collection_id, email, token_hash, invited_by, created_at, expires_at)
    SELECT ${invite.id}, ${invite.collectionId}, ${invite.email}, ${invite.tokenHash}, ${invite.invitedBy},
           ${invite.createdAt}, ${invite.expiresAt}
    WHERE (SELECT count(*) FROM collection_invites
           WHERE invited_by = ${invite.invitedBy} AND created_at > ${limits.dayAgo}) < ${limits.maxPerDay}
      AND (SELECT count(*) FROM collection_contributors WHERE collection_id = ${invite.collectionId})
        + (SELECT count(*) FROM collection_invites
           WHERE collection_id = ${invite.collectionId} AND accepted_at IS NULL AND expires_at > ${invite.createdAt})
        < ${limits.maxPeople}
    RETURNING id`);
  return inserted.length > 0;
}

/** Withdraws open invitations to these addresses. */
export async function deleteInvites(db: Database, collectionId: string, emails: readonly string[]) {
  if (emails.length === 0) return;
  await db
    .delete(collectionInvites)
    .where(
      and(
        eq(collectionInvites.collectionId, collectionId),
        inArray(collectionInvites.email, [...emails]),
        isNull(collectionInvites.acceptedAt),
      ),
    );
}

/**
 * Spends an unspent, unexpired invitation for a member; a trigger makes them a collaborator in
 * the same statement. True if it was spent now.
 */
export async function spendInvite(
  db: Database,
  p: { collectionId: string; invitedBy: string; tokenHash: string; memberId: string; now: number },
) {
  const spent = await db.all<{ id: string }>(sql`
    UPDATE collection_invites SET accepted_at = ${p.now}, accepted_by = ${p.memberId}
    WHERE token_hash = ${p.tokenHash} AND collection_id = ${p.collectionId} AND invited_by = ${p.invitedBy}
      AND accepted_at IS NULL AND expires_at > ${p.now}
    RETURNING id`);
  return spent.length > 0;
}

export async function findInviteByToken(db: Database, tokenHash: string): Promise<CollectionInviteRow | undefined> {
  return (await db.select().from(collectionInvites).where(eq(collectionInvites.tokenHash, tokenHash)).limit(1))[0];
}

export async function invitesSentSince(db: Database, memberId: string, since: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)` })
    .from(collectionInvites)
    .where(and(eq(collectionInvites.invitedBy, memberId), gt(collectionInvites.createdAt, since)));
  return Number(rows[0]?.n ?? 0);
}
