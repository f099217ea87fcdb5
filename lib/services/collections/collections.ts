import { randomToken } from "../../auth/encoding";
import type { Viewer } from "../../auth/roles";
import { COLLECTION_LIMITS } from "../../collections/limits";
import { runInOneBatch } from "../../db/batch";
import {
  collectionsOfMember,
  deleteCollectionStatements,
  insertCollectionIfRoom,
  publicCollectionsOwnedBy,
  updateCollectionRow,
} from "../../db/queries/collections/collections";
import { findMemberByUsername } from "../../db/queries/members/members";
import type { ServiceContext } from "../context";
import { requireMember } from "../members/authorization";
import { badInput, fail, type Failure, type Result } from "../result";
import { accessFor } from "./access";
import { toCollectionModel, type CollectionModel } from "./collection";
import { addCollectionsSchema, collectionIdSchema, updateCollectionSchema } from "./inputs";

export const TOO_MANY_COLLECTIONS = `You can have up to ${COLLECTION_LIMITS.collectionsPerMember} collections. Delete one to make room.`;

const imageCountOf = (raw: unknown) =>
  typeof raw === "number" && Number.isInteger(raw) ? Math.min(Math.max(raw, 0), 12) : COLLECTION_LIMITS.coverImages;

/**
 * collections(username, imageCount): a member's own list (owned and joined) when they ask for
 * themselves; anyone else sees only that member's public collections.
 */
export async function listCollections(
  ctx: ServiceContext,
  viewer: Viewer | null,
  args: { username: string; imageCount?: number | null },
): Promise<CollectionModel[]> {
  const imageCount = imageCountOf(args.imageCount);
  if (viewer && viewer.username.toLowerCase() === args.username.trim().toLowerCase()) {
    const rows = await collectionsOfMember(ctx.db, viewer.memberId, COLLECTION_LIMITS.collectionsPerMember * 2);
    return rows.map(({ collection, role }) => toCollectionModel(collection, role, imageCount));
  }
  const owner = await findMemberByUsername(ctx.db, args.username.trim());
  if (!owner) return [];
  const rows = await publicCollectionsOwnedBy(ctx.db, owner.id, COLLECTION_LIMITS.collectionsPerMember);
  return rows.map((row) => toCollectionModel(row, viewer ? "member" : "visitor", imageCount));
}

/** One collection for its page: NOT_FOUND unless public or the viewer contributes. */
export async function getCollection(
  ctx: ServiceContext,
  viewer: Viewer | null,
  rawId: unknown,
  imageCount?: number | null,
): Promise<Result<{ collection: CollectionModel }>> {
  const id = collectionIdSchema.safeParse(rawId);
  if (!id.success) return fail("NOT_FOUND", "That collection does not exist or is not shared with you");
  const access = await accessFor(ctx, viewer, id.data, "read");
  if ("ok" in access) return access;
  return { ok: true, collection: toCollectionModel(access.collection, access.relation, imageCountOf(imageCount)) };
}

/** Creates a member's collection (the limit is reserved in the insert itself). */
export async function createCollection(
  ctx: ServiceContext,
  member: Viewer,
  item: { name: string; isPublic: boolean; isDefault?: boolean },
): Promise<Result<{ collection: CollectionModel }>> {
  const id = randomToken(12);
  const inserted = await insertCollectionIfRoom(
    ctx.db,
    {
      id,
      ownerId: member.memberId,
      name: item.name,
      isPublic: item.isPublic,
      isDefault: item.isDefault ?? false,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    },
    COLLECTION_LIMITS.collectionsPerMember,
  );
  if (!inserted) return fail("CONFLICT", TOO_MANY_COLLECTIONS);
  return {
    ok: true,
    collection: {
      ...toCollectionModel(
        {
          id,
          ownerId: member.memberId,
          name: item.name,
          isPublic: item.isPublic,
          isDefault: item.isDefault ?? false,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        },
        "owner",
        COLLECTION_LIMITS.coverImages,
      ),
    },
  };
}

/** addCollections(username, items): the signed-in member creates one or more collections. */
export async function addCollections(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ collections: CollectionModel[] }> | Failure> {
  const member = requireMember(viewer);
  const parsed = addCollectionsSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  if (parsed.data.username.toLowerCase() !== member.username.toLowerCase()) {
    return fail("FORBIDDEN", "You can only create collections for yourself");
  }
  const created: CollectionModel[] = [];
  for (const item of parsed.data.items) {
    const result = await createCollection(ctx, member, item);
    if (!result.ok) return result;
    created.push(result.collection);
  }
  return { ok: true, collections: created };
}

/** updateCollection(collectionId, isPublic, name): the owner renames it or changes who can read it. */
export async function updateCollection(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ collection: CollectionModel }>> {
  requireMember(viewer);
  const parsed = updateCollectionSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { collectionId, name, isPublic } = parsed.data;
  const access = await accessFor(ctx, viewer, collectionId, "update");
  if ("ok" in access) return access;
  const changes = { ...(name !== undefined && { name }), ...(isPublic !== undefined && { isPublic }) };
  await updateCollectionRow(ctx.db, collectionId, changes, ctx.now);
  return {
    ok: true,
    collection: toCollectionModel(
      { ...access.collection, ...changes, updatedAt: ctx.now },
      access.relation,
      COLLECTION_LIMITS.coverImages,
    ),
  };
}

/** deleteCollection(collectionId): the owner deletes it with its listings, reactions, invitations and people. */
export async function deleteCollection(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ collectionId: string }>> {
  requireMember(viewer);
  const parsed = collectionIdSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const access = await accessFor(ctx, viewer, parsed.data, "delete");
  if ("ok" in access) return access;
  await runInOneBatch(ctx.db, [...deleteCollectionStatements(ctx.db, parsed.data)]);
  return { ok: true, collectionId: parsed.data };
}
