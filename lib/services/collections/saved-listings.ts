import type { Viewer } from "../../auth/roles";
import { COLLECTION_LIMITS, DEFAULT_COLLECTION_NAME } from "../../collections/limits";
import { runInOneBatch } from "../../db/batch";
import {
  addListingIfRoom,
  findDefaultCollection,
  listingExists,
  removeListingStatements,
  savedListingsOf,
  touchCollectionStatement,
} from "../../db/queries/collections/collections";
import type { ServiceContext } from "../context";
import { requireMember } from "../members/authorization";
import { badInput, fail, type Result } from "../result";
import { accessFor } from "./access";
import { createCollection } from "./collections";
import { listingIdSchema, savedListingsSchema, updateListingInCollectionsSchema } from "./inputs";

export const COLLECTION_FULL = `A collection can hold up to ${COLLECTION_LIMITS.listingsPerCollection} listings. Remove some or start another collection.`;
export const NO_SUCH_LISTING = "That listing does not exist";

export interface SavedListing {
  listingId: number;
  collectionIds: string[];
}

/** The saved state of a page of listings: which of them the member keeps, and where. One query. */
export async function savedListings(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ saved: SavedListing[] }>> {
  const parsed = savedListingsSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  if (!viewer) return { ok: true, saved: [] };
  const rows = await savedListingsOf(ctx.db, viewer.memberId, parsed.data.listingIds);
  const byListing = new Map<number, string[]>();
  for (const row of rows) byListing.set(row.listingId, [...(byListing.get(row.listingId) ?? []), row.collectionId]);
  return {
    ok: true,
    saved: [...byListing].map(([listingId, collectionIds]) => ({ listingId, collectionIds: collectionIds.sort() })),
  };
}

/**
 * Puts the listing in the collection. A listing already there (a second tap sent at the same
 * moment) is a success that changes nothing; only a full collection is refused.
 */
async function addTo(ctx: ServiceContext, member: Viewer, collectionId: string, listingId: number) {
  const outcome = await addListingIfRoom(
    ctx.db,
    collectionId,
    listingId,
    member.memberId,
    ctx.now,
    COLLECTION_LIMITS.listingsPerCollection,
  );
  if (outcome === "added") await touchCollectionStatement(ctx.db, collectionId, ctx.now);
  return outcome !== "full";
}

async function removeFrom(ctx: ServiceContext, collectionId: string, listingId: number) {
  await runInOneBatch(ctx.db, [
    ...removeListingStatements(ctx.db, collectionId, listingId),
    touchCollectionStatement(ctx.db, collectionId, ctx.now),
  ]);
}

/**
 * updateListingInCollections(username, listingId, addToCollectionIds, removeFromCollectionIds):
 * adds the listing to the first list and removes it from the second, each in a collection the
 * member contributes to. Adding a listing already there changes nothing (it keeps who added it).
 */
export async function updateListingInCollections(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<SavedListing>> {
  const member = requireMember(viewer);
  const parsed = updateListingInCollectionsSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { username, listingId, addToCollectionIds, removeFromCollectionIds } = parsed.data;
  if (username.toLowerCase() !== member.username.toLowerCase()) {
    return fail("FORBIDDEN", "You can only change your own collections");
  }
  if (addToCollectionIds.length > 0 && !(await listingExists(ctx.db, listingId)))
    return fail("NOT_FOUND", NO_SUCH_LISTING);
  for (const id of new Set(addToCollectionIds)) {
    const access = await accessFor(ctx, member, id, "addListing");
    if ("ok" in access) return access;
  }
  for (const id of new Set(removeFromCollectionIds)) {
    const access = await accessFor(ctx, member, id, "removeListing");
    if ("ok" in access) return access;
  }
  const before = await currentCollections(ctx, member, listingId);
  for (const id of new Set(addToCollectionIds)) {
    if (before.includes(id)) continue;
    if (!(await addTo(ctx, member, id, listingId))) return fail("CONFLICT", COLLECTION_FULL);
  }
  for (const id of new Set(removeFromCollectionIds)) await removeFrom(ctx, id, listingId);
  return { ok: true, listingId, collectionIds: await currentCollections(ctx, member, listingId) };
}

async function currentCollections(ctx: ServiceContext, member: Viewer, listingId: number): Promise<string[]> {
  const rows = await savedListingsOf(ctx.db, member.memberId, [listingId]);
  return rows.map((row) => row.collectionId).sort();
}

/**
 * The one-tap heart. A listing kept in none of the member's collections goes into their default
 * collection (created on the first save); a listing kept anywhere is taken out of every
 * collection the member contributes to, so the heart empties in one tap as it filled.
 */
export async function toggleSavedListing(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<SavedListing & { saved: boolean }>> {
  const member = requireMember(viewer);
  const parsed = listingIdSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const listingId = parsed.data;
  const before = await currentCollections(ctx, member, listingId);
  if (before.length > 0) {
    for (const id of before) await removeFrom(ctx, id, listingId);
    return { ok: true, listingId, collectionIds: [], saved: false };
  }
  if (!(await listingExists(ctx.db, listingId))) return fail("NOT_FOUND", NO_SUCH_LISTING);
  const target = await defaultCollectionOf(ctx, member);
  if (!target.ok) return target;
  if (!(await addTo(ctx, member, target.id, listingId))) return fail("CONFLICT", COLLECTION_FULL);
  return { ok: true, listingId, collectionIds: [target.id], saved: true };
}

/** The member's default collection, created the first time (a parallel first save finds the other's). */
export async function defaultCollectionOf(ctx: ServiceContext, member: Viewer): Promise<Result<{ id: string }>> {
  const existing = await findDefaultCollection(ctx.db, member.memberId);
  if (existing) return { ok: true, id: existing.id };
  const created = await createCollection(ctx, member, {
    name: DEFAULT_COLLECTION_NAME,
    isPublic: false,
    isDefault: true,
  });
  if (created.ok) return { ok: true, id: created.collection.id };
  // One default per owner (a partial unique index): a parallel first save may have made it.
  const raced = await findDefaultCollection(ctx.db, member.memberId);
  return raced ? { ok: true, id: raced.id } : created;
}
