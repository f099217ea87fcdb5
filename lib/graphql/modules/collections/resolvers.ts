import type { Resolvers } from "../../generated/resolvers-types";
import { memberServiceConfig } from "../../../session/server/member-service-config";
import { getListing } from "../../../services/listings/get-listing";
import {
  getCollection,
  addCollections,
  deleteCollection,
  listCollections,
  updateCollection,
} from "../../../services/collections/collections";
import {
  addedByOf,
  contributorsOfCollection,
  coverPhotosOf,
  listingCountOf,
  listingsOf,
  saveCollectionReaction,
} from "../../../services/collections/contents";
import {
  acceptCollectionInvitation,
  addCollectionInvite,
  deleteCollectionInvite,
  pendingInvitesFor,
  removeCollectionCollaborator,
} from "../../../services/collections/invites";
import {
  savedListings,
  toggleSavedListing,
  updateListingInCollections,
} from "../../../services/collections/saved-listings";
import { deliverMailAfterResponse } from "../../../services/mail/deliver-after-response";
import { payloadOf, resolveOrThrow } from "../../payload";

const noListing = () => ({ listingId: null, collectionIds: [], saved: false });

export const collectionResolvers: Resolvers = {
  Query: {
    collections: (_, { username, imageCount }, ctx) => listCollections(ctx, ctx.viewer, { username, imageCount }),
    // Nullable: a collection that does not exist or is not shared with the viewer is null.
    collection: async (_, { id, imageCount }, ctx) => {
      const found = await getCollection(ctx, ctx.viewer, id, imageCount);
      return found.ok ? found.collection : null;
    },
    savedListings: (_, { listingIds }, ctx) =>
      resolveOrThrow(async () => {
        const result = await savedListings(ctx, ctx.viewer, { listingIds });
        return result.ok ? result.saved : result;
      }),
  },
  Mutation: {
    addCollections: (_, args, ctx) =>
      payloadOf(
        () =>
          addCollections(ctx, ctx.viewer, {
            username: args.username,
            items: args.items.map((item) => ({ name: item.name, isPublic: item.isPublic ?? false })),
          }),
        (result) => ({ collections: result.collections }),
        () => ({ collections: [] }),
      ),
    updateCollection: (_, args, ctx) =>
      payloadOf(
        () =>
          updateCollection(ctx, ctx.viewer, {
            collectionId: args.collectionId,
            ...(args.name != null && { name: args.name }),
            ...(args.isPublic != null && { isPublic: args.isPublic }),
          }),
        (result) => ({ collection: result.collection }),
        () => ({ collection: null }),
      ),
    deleteCollection: (_, { collectionId }, ctx) =>
      payloadOf(
        () => deleteCollection(ctx, ctx.viewer, collectionId),
        (result) => ({ collectionId: result.collectionId }),
        () => ({ collectionId: null }),
      ),
    updateListingInCollections: (_, args, ctx) =>
      payloadOf(
        () =>
          updateListingInCollections(ctx, ctx.viewer, {
            username: args.username,
            listingId: args.listingId,
            addToCollectionIds: args.addToCollectionIds ?? [],
            removeFromCollectionIds: args.removeFromCollectionIds ?? [],
          }),
        (result) => ({
          listingId: String(result.listingId),
          collectionIds: result.collectionIds,
          saved: result.collectionIds.length > 0,
        }),
        noListing,
      ),
    toggleSavedListing: (_, { listingId }, ctx) =>
      payloadOf(
        () => toggleSavedListing(ctx, ctx.viewer, listingId),
        (result) => ({ listingId: String(result.listingId), collectionIds: result.collectionIds, saved: result.saved }),
        noListing,
      ),
    addCollectionInvite: (_, { collectionId, emails }, ctx) =>
      payloadOf(
        async () => {
          const result = await addCollectionInvite(
            ctx,
            ctx.viewer,
            { collectionId, emails },
            memberServiceConfig(ctx.request),
          );
          if (result.ok) deliverMailAfterResponse();
          return result;
        },
        (result) => ({ invites: result.invites }),
        () => ({ invites: [] }),
      ),
    deleteCollectionInvite: (_, { collectionId, emails }, ctx) =>
      payloadOf(
        () => deleteCollectionInvite(ctx, ctx.viewer, { collectionId, emails }),
        (result) => ({ invites: result.invites }),
        () => ({ invites: [] }),
      ),
    acceptCollectionInvitation: (_, args, ctx) =>
      payloadOf(
        () => acceptCollectionInvitation(ctx, ctx.viewer, args),
        (result) => ({ collectionId: result.collectionId, uri: result.uri }),
        () => ({ collectionId: null, uri: null }),
      ),
    removeCollectionCollaborator: (_, args, ctx) =>
      payloadOf(
        () => removeCollectionCollaborator(ctx, ctx.viewer, args),
        () => ({}),
        () => ({}),
      ),
    saveCollectionReaction: (_, args, ctx) =>
      payloadOf(
        () =>
          saveCollectionReaction(ctx, ctx.viewer, {
            collectionId: args.collectionId,
            listingId: args.listingId,
            comment: args.comment ?? null,
            reactionType: args.reactionType ?? null,
          }),
        (result) => ({ reaction: result.reaction }),
        () => ({ reaction: null }),
      ),
  },
  Collection: {
    listingCount: (collection, _, ctx) => listingCountOf(ctx, collection.id),
    coverPhotos: (collection, _, ctx) => coverPhotosOf(ctx, collection),
    listings: (collection, { take, skip, listingIds }, ctx) =>
      listingsOf(ctx, collection.id, {
        take: take ?? undefined,
        skip: skip ?? undefined,
        listingIds: listingIds ?? undefined,
      }),
    contributors: (collection, _, ctx) => contributorsOfCollection(ctx, collection.id),
    pendingInvites: (collection, _, ctx) => pendingInvitesFor(ctx, ctx.viewer, collection.id),
  },
  CollectionListing: {
    listingId: (item) => String(item.listingId),
    listing: (item, _, ctx) => getListing(ctx, item.listingId),
    addedBy: (item, _, ctx) => addedByOf(ctx, item),
    reactions: (item) => item.reactions,
  },
  CollectionReaction: {
    userId: (reaction) => reaction.memberId,
  },
};
