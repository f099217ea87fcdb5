/**
 * Members, a collection and its people on the search fixture's database (real migrations,
 * node:sqlite), for the collection services' tests.
 */
import type { Viewer } from "@/lib/auth/roles";
import { collectionContributors, collectionInvites, collectionListings, members } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { createCollection } from "@/lib/services/collections/collections";
import { createSearchFixture, FIXTURE_NOW, type SearchFixture } from "../../db/search-fixture";

export const INVITE_CONFIG = {
  siteUrl: "https://homefront.example",
  mailFrom: "Homefront <no-reply@homefront.example>",
};

export async function collectionFixture(): Promise<SearchFixture> {
  return createSearchFixture(20);
}

let counter = 0;

/** A new member row and the viewer the session would give them. */
export async function newMember(fixture: SearchFixture, prefix: string): Promise<Viewer> {
  counter += 1;
  const id = `${prefix}-${counter}`;
  await fixture.db.insert(members).values({
    id,
    username: id,
    email: `${id}@homefront.example`,
    name: `Member ${id}`,
    role: "member",
    createdAt: FIXTURE_NOW,
  });
  return { memberId: id, username: id, name: `Member ${id}`, role: "member", sessionId: `session-${id}` };
}

export interface CollectionCast {
  collectionId: string;
  owner: Viewer;
  collaborator: Viewer;
  /** A second collaborator: the one the owner (or, refused, the first collaborator) tries to remove. */
  secondCollaborator: Viewer;
  other: Viewer;
  listingId: number;
}

/**
 * A collection with an owner, two collaborators, one listing and one open invitation
 * (pending@elsewhere.example), plus a member who has nothing to do with it.
 */
export async function collectionWithCast(fixture: SearchFixture, isPublic: boolean): Promise<CollectionCast> {
  const owner = await newMember(fixture, "owner");
  const collaborator = await newMember(fixture, "collaborator");
  const secondCollaborator = await newMember(fixture, "collaborator");
  const other = await newMember(fixture, "other");
  const created = await createCollection(createServiceContext(fixture.db, FIXTURE_NOW), owner, {
    name: "Weekend inspections",
    isPublic,
  });
  if (!created.ok) throw new Error(created.message);
  const collectionId = created.collection.id;
  const listingId = fixture.listingRows[0]!.id;
  await fixture.db.insert(collectionContributors).values([
    { collectionId, memberId: collaborator.memberId, role: "collaborator", joinedAt: FIXTURE_NOW },
    { collectionId, memberId: secondCollaborator.memberId, role: "collaborator", joinedAt: FIXTURE_NOW },
  ]);
  await fixture.db.insert(collectionListings).values({
    collectionId,
    listingId,
    addedBy: owner.memberId,
    addedAt: FIXTURE_NOW,
    priceTextWhenAdded: "$1,000,000",
  });
  await fixture.db.insert(collectionInvites).values({
    id: `invite-${collectionId}`,
    collectionId,
    email: "pending@elsewhere.example",
    tokenHash: `hash-${collectionId}`,
    invitedBy: owner.memberId,
    createdAt: FIXTURE_NOW,
    expiresAt: FIXTURE_NOW + 86_400_000,
  });
  return { collectionId, owner, collaborator, secondCollaborator, other, listingId };
}
