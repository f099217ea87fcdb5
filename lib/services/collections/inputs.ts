import { z } from "zod";
import { COLLECTION_LIMITS } from "../../collections/limits";
import { REACTION_TYPES } from "../../db/schema/collections";
import { plainText } from "../free-text";

export const collectionIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,40}$/, "That is not a collection");
export const listingIdSchema = z.coerce
  .number({ error: "That is not a listing" })
  .int("That is not a listing")
  .positive("That is not a listing")
  .max(Number.MAX_SAFE_INTEGER, "That is not a listing");

export const collectionNameSchema = plainText(
  z
    .string()
    .trim()
    .min(1, "Please give the collection a name")
    .max(
      COLLECTION_LIMITS.nameLength,
      `A collection's name can have at most ${COLLECTION_LIMITS.nameLength} characters`,
    ),
  "The collection's name",
);

export const newCollectionSchema = z
  .object({ name: collectionNameSchema, isPublic: z.boolean().default(false) })
  .strict();

export const addCollectionsSchema = z
  .object({
    username: z.string().trim().min(1).max(60),
    items: z
      .array(newCollectionSchema)
      .min(1, "Name at least one collection")
      .max(
        COLLECTION_LIMITS.collectionsPerRequest,
        `Create at most ${COLLECTION_LIMITS.collectionsPerRequest} collections at once`,
      ),
  })
  .strict();

export const updateCollectionSchema = z
  .object({
    collectionId: collectionIdSchema,
    name: collectionNameSchema.optional(),
    isPublic: z.boolean().optional(),
  })
  .strict();

export const updateListingInCollectionsSchema = z
  .object({
    username: z.string().trim().min(1).max(60),
    listingId: listingIdSchema,
    addToCollectionIds: z.array(collectionIdSchema).max(COLLECTION_LIMITS.collectionsPerMember).default([]),
    removeFromCollectionIds: z.array(collectionIdSchema).max(COLLECTION_LIMITS.collectionsPerMember).default([]),
  })
  .strict();

export const savedListingsSchema = z.object({ listingIds: z.array(listingIdSchema).max(100) }).strict();

const emailSchema = z.email("Please enter valid e-mail addresses").max(254).toLowerCase();

export const inviteSchema = z
  .object({
    collectionId: collectionIdSchema,
    emails: z
      .array(z.string().trim().pipe(emailSchema))
      .min(1, "Enter at least one e-mail address")
      .max(
        COLLECTION_LIMITS.addressesPerInvite,
        `Invite at most ${COLLECTION_LIMITS.addressesPerInvite} addresses at once`,
      ),
  })
  .strict();

export const acceptInviteSchema = z
  .object({
    collectionId: collectionIdSchema,
    memberId: z.string().trim().min(1).max(64),
    uniqueIdentifier: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{20,64}$/, "This invitation link is not valid"),
  })
  .strict();

export const removeCollaboratorSchema = z
  .object({ collectionId: collectionIdSchema, memberId: z.string().trim().min(1).max(64) })
  .strict();

export const reactionSchema = z
  .object({
    collectionId: collectionIdSchema,
    listingId: listingIdSchema,
    reactionType: z.enum(REACTION_TYPES, { error: "React with like or dislike" }).nullable().default(null),
    comment: plainText(
      z
        .string()
        .trim()
        .max(
          COLLECTION_LIMITS.commentLength,
          `A comment can have at most ${COLLECTION_LIMITS.commentLength} characters`,
        ),
      "Your comment",
      { multiline: true },
    )
      .nullable()
      .default(null)
      .transform((text) => (text ? text : null)),
  })
  .strict();
