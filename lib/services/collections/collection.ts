import type { CollectionRow } from "../../db/queries/collections/collections";
import type { Relation } from "./access";

/** A collection as the product shows it (the GraphQL `Collection` maps from this). */
export interface CollectionModel {
  id: string;
  name: string;
  isPublic: boolean;
  isDefault: boolean;
  ownerId: string;
  uri: string;
  createdAt: string;
  modifiedAt: string;
  /** How the viewer stands to it: owner, collaborator, or member/visitor for a public one. */
  viewerRole: Relation;
  /** How many cover photos the caller asked for. */
  imageCount: number;
}

export function collectionUri(id: string): string {
  return `/collections/${id}`;
}

export function toCollectionModel(row: CollectionRow, viewerRole: Relation, imageCount: number): CollectionModel {
  return {
    id: row.id,
    name: row.name,
    isPublic: row.isPublic,
    isDefault: row.isDefault,
    ownerId: row.ownerId,
    uri: collectionUri(row.id),
    createdAt: new Date(row.createdAt).toISOString(),
    modifiedAt: new Date(row.updatedAt).toISOString(),
    viewerRole,
    imageCount,
  };
}
