import type { Viewer } from "../../auth/roles";
import {
  contributorsOf,
  listingCounts,
  listingsOfCollection,
  newestListingIds,
  reactionsOfCollection,
  saveReaction,
} from "../../db/queries/collections";
import type { ReactionType } from "../../db/schema/collections";
import type { ServiceContext } from "../context";
import { requireMember } from "../members/authorization";
import { badInput, fail, type Result } from "../result";
import { accessFor } from "./access";
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

/** The listings of a collection (the caller already holds a collection the viewer may read). */
export async function listingsOf(
  ctx: ServiceContext,
  collectionId: string,
  take: number = COLLECTION_PAGE_SIZE,
): Promise<CollectionListingModel[]> {
  const [rows, reactions] = await Promise.all([
    listingsOfCollection(ctx.db, collectionId, Math.min(Math.max(take, 1), COLLECTION_PAGE_SIZE)),
    reactionsOfCollection(ctx.db, collectionId),
  ]);
  return rows.map((row) => ({
    collectionId,
    listingId: row.listingId,
    addedBy: row.addedBy,
    addedAt: new Date(row.addedAt).toISOString(),
    priceTextWhenAdded: row.priceTextWhenAdded,
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
