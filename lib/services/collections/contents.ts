import type { Viewer } from "../../auth/roles";
import {
  contributorsOf,
  listingCounts,
  listingsOfCollection,
  newestListingIds,
  reactionsOfCollection,
  saveReaction,
} from "../../db/queries/collections/collections";
import type { ReactionType } from "../../db/schema/collections";
import { COLLECTION_LIMITS } from "../../collections/limits";
import type { ServiceContext } from "../context";
import { getCoverPhoto, getListing } from "../listings/get-listing";
import type { MediaItem } from "../listings/listing";
import { requireMember } from "../members/authorization";
import { badInput, fail, type Result } from "../result";
import { accessFor } from "./access";
import type { CollectionModel } from "./collection";
import { reactionSchema } from "./inputs";

/** Listings one read of a collection returns (newest first). */
export const COLLECTION_PAGE_SIZE = 50;

export interface CollectionContributor {
  memberId: string;
  username: string;
  name: string;
  avatarUrl: string | null;
  role: "owner" | "collaborator";
}

export interface CollectionReaction {
  collectionId: string;
  listingId: number;
  memberId: string;
  reactionType: ReactionType | null;
  comment: string | null;
  updatedAt: string;
}

export interface CollectionListingModel {
  collectionId: string;
  listingId: number;
  addedBy: string;
  addedAt: string;
  /** The listing's price text when it was added, to say that it changed since. */
  priceTextWhenAdded: string;
  /** When its displayed price last changed after it was added (ISO), or null. */
  priceChangedAt: string | null;
  /** Since when the listing has been under offer (ISO), or null when it is not or the moment is unknown. */
  underOfferSince: string | null;
  reactions: CollectionReaction[];
}

export async function listingCountOf(ctx: ServiceContext, collectionId: string): Promise<number> {
  const [row] = await listingCounts(ctx.db, [collectionId]);
  return Number(row?.count ?? 0);
}

/** The newest listings' ids, whose first photos are the collection's covers. */
export async function coverListingIds(ctx: ServiceContext, collectionId: string, imageCount: number) {
  return newestListingIds(ctx.db, collectionId, Math.min(imageCount, 12));
}

/** The first photos of the collection's newest listings (as many as the caller asked for). */
export async function coverPhotosOf(
  ctx: ServiceContext,
  collection: Pick<CollectionModel, "id" | "imageCount">,
): Promise<MediaItem[]> {
  const ids = await coverListingIds(ctx, collection.id, collection.imageCount);
  const listings = await Promise.all(ids.map((id) => getListing(ctx, id)));
  return Promise.all(listings.filter((listing) => listing !== null).map((listing) => getCoverPhoto(ctx, listing)));
}

/** Contributors per request and collection: every listing's "added by" reads the same list. */
const contributorsByRequest = new WeakMap<ServiceContext, Map<string, Promise<CollectionContributor[]>>>();

export function contributorsOfCollection(ctx: ServiceContext, collectionId: string): Promise<CollectionContributor[]> {
  let byCollection = contributorsByRequest.get(ctx);
  if (!byCollection) contributorsByRequest.set(ctx, (byCollection = new Map()));
  let found = byCollection.get(collectionId);
  if (!found) {
    found = contributorsOf(ctx.db, collectionId) as Promise<CollectionContributor[]>;
    byCollection.set(collectionId, found);
  }
  return found;
}

/** Who added a listing, or null once they no longer contribute (a collaborator who left). */
export async function addedByOf(
  ctx: ServiceContext,
  item: Pick<CollectionListingModel, "collectionId" | "addedBy">,
): Promise<CollectionContributor | null> {
  return (
    (await contributorsOfCollection(ctx, item.collectionId)).find((person) => person.memberId === item.addedBy) ?? null
  );
}

/** Which listings of a collection to read: a page of them, newest first, or chosen ones (compare). */
export interface CollectionListingsPage {
  take?: number;
  skip?: number;
  listingIds?: readonly string[];
}

/**
 * The listings of a collection (the caller already holds a collection the viewer may read): at
 * most a page of COLLECTION_PAGE_SIZE. Out-of-range paging reads the nearest valid page instead
 * of failing, as a page number typed into the address bar would.
 */
export async function listingsOf(
  ctx: ServiceContext,
  collectionId: string,
  page: CollectionListingsPage = {},
): Promise<CollectionListingModel[]> {
  const take = Math.min(Math.max(Math.trunc(page.take ?? COLLECTION_PAGE_SIZE), 1), COLLECTION_PAGE_SIZE);
  const skip = Math.min(Math.max(Math.trunc(page.skip ?? 0), 0), COLLECTION_LIMITS.listingsPerCollection);
  const listingIds = page.listingIds
    ?.filter((id) => /^\d{1,16}$/.test(id))
    .slice(0, COLLECTION_PAGE_SIZE)
    .map(Number);
  const rows = await listingsOfCollection(ctx.db, collectionId, { take, skip, listingIds });
  const reactions = await reactionsOfCollection(
    ctx.db,
    collectionId,
    rows.map((row) => row.listingId),
  );
  return rows.map((row) => ({
    collectionId,
    listingId: row.listingId,
    addedBy: row.addedBy,
    addedAt: new Date(row.addedAt).toISOString(),
    priceTextWhenAdded: row.priceTextWhenAdded,
    priceChangedAt: row.priceChangedAt === null ? null : new Date(Number(row.priceChangedAt)).toISOString(),
    underOfferSince: row.underOfferSince === null ? null : new Date(Number(row.underOfferSince)).toISOString(),
    reactions: reactions
      .filter((reaction) => reaction.listingId === row.listingId)
      .map((reaction) => ({ ...reaction, updatedAt: new Date(reaction.updatedAt).toISOString() })),
  }));
}

/**
 * saveCollectionReaction(collectionId, listingId, comment, reactionType): a contributor's like or
 * dislike and comment on a listing of the collection (saving again replaces their own).
 */
export async function saveCollectionReaction(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ reaction: CollectionReaction }>> {
  const member = requireMember(viewer);
  const parsed = reactionSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { collectionId, listingId, reactionType, comment } = parsed.data;
  const access = await accessFor(ctx, member, collectionId, "react");
  if ("ok" in access) return access;
  const saved = await saveReaction(ctx.db, {
    collectionId,
    listingId,
    memberId: member.memberId,
    reactionType,
    comment,
    now: ctx.now,
  });
  if (!saved) return fail("NOT_FOUND", "That listing is not in this collection");
  return {
    ok: true,
    reaction: {
      collectionId,
      listingId,
      memberId: member.memberId,
      reactionType,
      comment,
      updatedAt: new Date(ctx.now).toISOString(),
    },
  };
}
