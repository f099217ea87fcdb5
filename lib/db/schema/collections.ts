import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const COLLECTION_ROLES = ["owner", "collaborator"] as const;
export type CollectionRole = (typeof COLLECTION_ROLES)[number];

export const REACTION_TYPES = ["like", "dislike"] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/**
 * A member's named list of listings. `id` is random (it is the collection's address). `isDefault`
 * marks the one a single tap on a heart saves to; at most one per owner (partial unique index).
 */
export const collections = sqliteTable(
  "collections",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    name: text("name").notNull(),
    isPublic: integer("is_public", { mode: "boolean" }).notNull().default(false),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("collections_owner_idx").on(t.ownerId, t.createdAt),
    uniqueIndex("collections_default_uq")
      .on(t.ownerId)
      .where(sql`is_default = 1`),
  ],
);

/**
 * Who contributes to a collection: the owner (one row, role `owner`) and accepted collaborators.
 * member_id leads the second index: "my collections" and the saved state of a page start there.
 */
export const collectionContributors = sqliteTable(
  "collection_contributors",
  {
    collectionId: text("collection_id").notNull(),
    memberId: text("member_id").notNull(),
    role: text("role", { enum: COLLECTION_ROLES }).notNull(),
    joinedAt: integer("joined_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.memberId] }),
    index("collection_contributors_member_idx").on(t.memberId, t.collectionId),
  ],
);

/** A listing kept in a collection, who added it, and its price text then (to say when it changed). */
export const collectionListings = sqliteTable(
  "collection_listings",
  {
    collectionId: text("collection_id").notNull(),
    listingId: integer("listing_id").notNull(),
    addedBy: text("added_by").notNull(),
    addedAt: integer("added_at").notNull(),
    priceTextWhenAdded: text("price_text_when_added").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.listingId] }),
    index("collection_listings_added_idx").on(t.collectionId, t.addedAt),
  ],
);

/** One contributor's reaction and comment on one listing of a collection. */
export const collectionReactions = sqliteTable(
  "collection_reactions",
  {
    collectionId: text("collection_id").notNull(),
    listingId: integer("listing_id").notNull(),
    memberId: text("member_id").notNull(),
    reactionType: text("reaction_type", { enum: REACTION_TYPES }),
    comment: text("comment"),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.listingId, t.memberId] })],
);

/**
 * An invitation mailed to an address. Only the SHA-256 of the link's identifier is stored, so the
 * table cannot be used to accept invitations; `acceptedAt` spends it (single use).
 */
export const collectionInvites = sqliteTable(
  "collection_invites",
  {
    id: text("id").primaryKey(),
    collectionId: text("collection_id").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    acceptedAt: integer("accepted_at"),
    acceptedBy: text("accepted_by"),
  },
  (t) => [
    uniqueIndex("collection_invites_token_uq").on(t.tokenHash),
    index("collection_invites_collection_idx").on(t.collectionId, t.email),
    index("collection_invites_inviter_idx").on(t.invitedBy, t.createdAt),
  ],
);
