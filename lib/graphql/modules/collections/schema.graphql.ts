export const collectionTypeDefs = /* GraphQL */ `
  enum ReactionType {
    like
    dislike
  }

  "How the viewer stands to a collection: owner, collaborator, or a reader of a public one."
  enum CollectionRole {
    owner
    collaborator
    member
    visitor
  }

  type CollectionContributor {
    memberId: ID!
    username: String!
    name: String!
    avatarUrl: String
    role: CollectionRole!
  }

  type CollectionReaction {
    "The contributor who reacted."
    userId: ID!
    reactionType: ReactionType
    comment: String
    updatedAt: String!
  }

  type CollectionListing {
    listingId: ID!
    "The contributor who added it."
    addedBy: CollectionContributor
    addedAt: String!
    "The price text when it was added: differs from the listing's own when the price changed since."
    priceTextWhenAdded: String!
    "When the listing's displayed price last changed after it was added (ISO 8601), or null."
    priceChangedAt: String
    "Since when the listing has been under offer (ISO 8601), or null when it is not or the moment is not known."
    underOfferSince: String
    listing: Listing
    reactions: [CollectionReaction!]! @listSize(assumedSize: 20)
  }

  type CollectionInvite {
    email: String!
    invitedAt: String!
    expiresAt: String!
  }

  type Collection {
    id: ID!
    name: String!
    isPublic: Boolean!
    "The default collection a single tap on a heart saves to."
    isDefault: Boolean!
    uri: String!
    createdAt: String!
    modifiedAt: String!
    viewerRole: CollectionRole!
    listingCount: Int!
    "The first photos of its newest listings (imageCount of the query, 3 by default)."
    coverPhotos: [Media!]! @listSize(assumedSize: 3)
    "Newest first, at most 50 from skip; or only listingIds of it (compare picks from anywhere in it)."
    listings(take: Int = 50, skip: Int = 0, listingIds: [ID!]): [CollectionListing!]!
      @listSize(assumedSize: 50, slicingArguments: ["take"])
    contributors: [CollectionContributor!]! @listSize(assumedSize: 20)
    "Open invitations: the owner sees them, everyone else an empty list."
    pendingInvites: [CollectionInvite!]! @listSize(assumedSize: 20)
  }

  "Which of the asked listings the viewer keeps, and in which collections."
  type SavedListing {
    listingId: ID!
    collectionIds: [ID!]! @listSize(assumedSize: 50)
  }

  input CollectionInput {
    name: String!
    isPublic: Boolean = false
  }

  type CollectionsPayload {
    ok: Boolean!
    collections: [Collection!]! @listSize(assumedSize: 10)
    error: MutationError
  }

  type CollectionPayload {
    ok: Boolean!
    collection: Collection
    error: MutationError
  }

  type DeleteCollectionPayload {
    ok: Boolean!
    collectionId: ID
    error: MutationError
  }

  type ListingInCollectionsPayload {
    ok: Boolean!
    listingId: ID
    collectionIds: [ID!]! @listSize(assumedSize: 50)
    "Whether the listing is in any of the viewer's collections afterwards."
    saved: Boolean!
    error: MutationError
  }

  type CollectionInvitesPayload {
    ok: Boolean!
    invites: [CollectionInvite!]! @listSize(assumedSize: 20)
    error: MutationError
  }

  type AcceptCollectionInvitationPayload {
    ok: Boolean!
    collectionId: ID
    uri: String
    error: MutationError
  }

  type RemoveCollaboratorPayload {
    ok: Boolean!
    error: MutationError
  }

  type CollectionReactionPayload {
    ok: Boolean!
    reaction: CollectionReaction
    error: MutationError
  }

  type Query {
    "A member's collections: all they own or joined when they ask for themselves, otherwise their public ones."
    collections(username: String!, imageCount: Int = 3): [Collection!]! @listSize(assumedSize: 100)
    "One collection: public ones for anyone, private ones for their contributors (null otherwise)."
    collection(id: ID!, imageCount: Int = 3): Collection
    "The saved state of a page of listings for the signed-in member (empty for visitors)."
    savedListings(listingIds: [ID!]!): [SavedListing!]! @listSize(slicingArguments: ["listingIds"], assumedSize: 100)
  }

  type Mutation {
    addCollections(username: String!, items: [CollectionInput!]!): CollectionsPayload!
    updateCollection(collectionId: ID!, isPublic: Boolean, name: String): CollectionPayload!
    deleteCollection(collectionId: ID!): DeleteCollectionPayload!
    updateListingInCollections(
      username: String!
      listingId: ID!
      addToCollectionIds: [ID!]
      removeFromCollectionIds: [ID!]
    ): ListingInCollectionsPayload!
    "One tap on a heart: saves to the default collection, or takes the listing out of every collection."
    toggleSavedListing(listingId: ID!): ListingInCollectionsPayload!
    addCollectionInvite(collectionId: ID!, emails: [String!]!): CollectionInvitesPayload!
    deleteCollectionInvite(collectionId: ID!, emails: [String!]!): CollectionInvitesPayload!
    acceptCollectionInvitation(
      collectionId: ID!
      memberId: ID!
      uniqueIdentifier: String!
    ): AcceptCollectionInvitationPayload!
    removeCollectionCollaborator(collectionId: ID!, memberId: ID!): RemoveCollaboratorPayload!
    saveCollectionReaction(
      collectionId: ID!
      listingId: ID!
      comment: String
      reactionType: ReactionType
    ): CollectionReactionPayload!
  }
`;
