import { findCollection, roleIn, type CollectionRow } from "../../db/queries/collections/collections";
import type { CollectionRole } from "../../db/schema/collections";
import type { Viewer } from "../../auth/roles";
import { SIGN_IN_REQUIRED } from "../../auth/messages";
import type { ServiceContext } from "../context";
import { fail, type Failure } from "../result";

/** How the viewer stands to one collection. */
export type Relation = CollectionRole | "member" | "visitor";

/** Everything a person can do to a collection (reading included). */
export type CollectionOperation =
  | "read"
  | "update"
  | "delete"
  | "invite"
  | "removeInvite"
  | "removeCollaborator"
  | "leave"
  | "addListing"
  | "removeListing"
  | "react";

/**
 * Who may do what: the owner decides about the collection and its people; collaborators work
 * on its contents (listings, reactions, comments) and may leave; anyone may read a public one.
 */
const ALLOWED: Record<CollectionOperation, readonly CollectionRole[]> = {
  read: ["owner", "collaborator"],
  update: ["owner"],
  delete: ["owner"],
  invite: ["owner"],
  removeInvite: ["owner"],
  removeCollaborator: ["owner"],
  leave: ["collaborator"],
  addListing: ["owner", "collaborator"],
  removeListing: ["owner", "collaborator"],
  react: ["owner", "collaborator"],
};

export function mayDo(operation: CollectionOperation, relation: Relation, isPublic: boolean): boolean {
  if (operation === "read" && isPublic) return true;
  return relation !== "member" && relation !== "visitor" && ALLOWED[operation].includes(relation);
}

export const COLLECTION_NOT_FOUND = "That collection does not exist or is not shared with you";
export const ONLY_OWNER = "Only the collection's owner can do that";
const ONLY_CONTRIBUTORS = "Only the collection's owner and collaborators can do that";

export interface CollectionAccess {
  collection: CollectionRow;
  relation: Relation;
}

/**
 * The collection, if the viewer may do `operation` to it. A private collection the viewer does
 * not contribute to is NOT_FOUND for every operation (its existence does not leak); a visitor is
 * asked to sign in for any change; someone who can see it but not change it is FORBIDDEN.
 */
export async function accessFor(
  ctx: ServiceContext,
  viewer: Viewer | null,
  collectionId: string,
  operation: CollectionOperation,
): Promise<CollectionAccess | Failure> {
  const collection = await findCollection(ctx.db, collectionId);
  if (!collection) return fail("NOT_FOUND", COLLECTION_NOT_FOUND);
  const relation: Relation = viewer ? ((await roleIn(ctx.db, collectionId, viewer.memberId)) ?? "member") : "visitor";
  if (mayDo(operation, relation, collection.isPublic)) return { collection, relation };
  const seen = mayDo("read", relation, collection.isPublic);
  if (!seen) return fail("NOT_FOUND", COLLECTION_NOT_FOUND);
  if (relation === "visitor") return fail("UNAUTHENTICATED", SIGN_IN_REQUIRED);
  return fail("FORBIDDEN", ALLOWED[operation].includes("collaborator") ? ONLY_CONTRIBUTORS : ONLY_OWNER);
}
