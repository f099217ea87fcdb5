// Who may do what to a collection, through the real services on real SQL: every operation for
// the owner, a collaborator, another member and a visitor, on a private and on a public collection.
// The expected table is written out here by hand, not derived from the code under test.
import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/roles";
import { createServiceContext } from "@/lib/services/context";
import { deleteCollection, getCollection, updateCollection } from "@/lib/services/collections/collections";
import { saveCollectionReaction } from "@/lib/services/collections/contents";
import {
  addCollectionInvite,
  deleteCollectionInvite,
  removeCollectionCollaborator,
} from "@/lib/services/collections/invites";
import { updateListingInCollections } from "@/lib/services/collections/saved-listings";
import { FailureError } from "@/lib/services/result";
import type { SearchFixture } from "../../db/search-fixture";
import { FIXTURE_NOW } from "../../db/search-fixture";
import { collectionFixture, collectionWithCast, INVITE_CONFIG, type CollectionCast } from "./collection-fixture";

type Who = "owner" | "collaborator" | "other" | "visitor";
type Outcome = "ok" | "NOT_FOUND" | "FORBIDDEN" | "UNAUTHENTICATED";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await collectionFixture();
});

const OPERATIONS: Record<
  string,
  (viewer: Viewer | null, cast: CollectionCast) => Promise<{ ok: boolean; code?: string }>
> = {
  read: (viewer, c) => getCollection(ctx(), viewer, c.collectionId),
  rename: (viewer, c) => updateCollection(ctx(), viewer, { collectionId: c.collectionId, name: "Renamed" }),
  makePublic: (viewer, c) => updateCollection(ctx(), viewer, { collectionId: c.collectionId, isPublic: true }),
  delete: (viewer, c) => deleteCollection(ctx(), viewer, c.collectionId),
  invite: (viewer, c) =>
    addCollectionInvite(
      ctx(),
      viewer,
      { collectionId: c.collectionId, emails: ["friend@elsewhere.example"] },
      INVITE_CONFIG,
    ),
  removeInvite: (viewer, c) =>
    deleteCollectionInvite(ctx(), viewer, { collectionId: c.collectionId, emails: ["pending@elsewhere.example"] }),
  removeCollaborator: (viewer, c) =>
    removeCollectionCollaborator(ctx(), viewer, {
      collectionId: c.collectionId,
      memberId: c.secondCollaborator.memberId,
    }),
  leave: (viewer, c) =>
    removeCollectionCollaborator(ctx(), viewer, {
      collectionId: c.collectionId,
      memberId: viewer?.memberId ?? "nobody",
    }),
  addListing: (viewer, c) =>
    updateListingInCollections(ctx(), viewer, {
      username: viewer?.username ?? "nobody",
      listingId: fixture.listingRows[1]!.id,
      addToCollectionIds: [c.collectionId],
    }),
  removeListing: (viewer, c) =>
    updateListingInCollections(ctx(), viewer, {
      username: viewer?.username ?? "nobody",
      listingId: c.listingId,
      removeFromCollectionIds: [c.collectionId],
    }),
  react: (viewer, c) =>
    saveCollectionReaction(ctx(), viewer, {
      collectionId: c.collectionId,
      listingId: c.listingId,
      reactionType: "like",
      comment: "Love the garden",
    }),
};

const ctx = () => createServiceContext(fixture.db, FIXTURE_NOW);

const W = "UNAUTHENTICATED";
/** [operation]: outcomes for owner, collaborator, other member, visitor — private, then public. */
const EXPECTED: Record<string, { private: Outcome[]; public: Outcome[] }> = {
  read: { private: ["ok", "ok", "NOT_FOUND", "NOT_FOUND"], public: ["ok", "ok", "ok", "ok"] },
  rename: { private: ["ok", "FORBIDDEN", "NOT_FOUND", W], public: ["ok", "FORBIDDEN", "FORBIDDEN", W] },
  makePublic: { private: ["ok", "FORBIDDEN", "NOT_FOUND", W], public: ["ok", "FORBIDDEN", "FORBIDDEN", W] },
  delete: { private: ["ok", "FORBIDDEN", "NOT_FOUND", W], public: ["ok", "FORBIDDEN", "FORBIDDEN", W] },
  invite: { private: ["ok", "FORBIDDEN", "NOT_FOUND", W], public: ["ok", "FORBIDDEN", "FORBIDDEN", W] },
  removeInvite: { private: ["ok", "FORBIDDEN", "NOT_FOUND", W], public: ["ok", "FORBIDDEN", "FORBIDDEN", W] },
  removeCollaborator: { private: ["ok", "FORBIDDEN", "NOT_FOUND", W], public: ["ok", "FORBIDDEN", "FORBIDDEN", W] },
  leave: { private: ["FORBIDDEN", "ok", "NOT_FOUND", W], public: ["FORBIDDEN", "ok", "FORBIDDEN", W] },
  addListing: { private: ["ok", "ok", "NOT_FOUND", W], public: ["ok", "ok", "FORBIDDEN", W] },
  removeListing: { private: ["ok", "ok", "NOT_FOUND", W], public: ["ok", "ok", "FORBIDDEN", W] },
  react: { private: ["ok", "ok", "NOT_FOUND", W], public: ["ok", "ok", "FORBIDDEN", W] },
};

const WHO: Who[] = ["owner", "collaborator", "other", "visitor"];

async function outcome(run: () => Promise<{ ok: boolean; code?: string }>): Promise<Outcome> {
  try {
    const result = await run();
    return result.ok ? "ok" : (result.code as Outcome);
  } catch (error) {
    if (error instanceof FailureError) return error.failure.code as Outcome;
    throw error;
  }
}

describe("collection permissions", () => {
  it("covers every operation the services offer", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  for (const visibility of ["private", "public"] as const) {
    for (const [operation, expected] of Object.entries(EXPECTED)) {
      it(`${operation} on a ${visibility} collection`, async () => {
        const outcomes: Outcome[] = [];
        for (const who of WHO) {
          // A fresh collection per person, so one person's change cannot decide the next one's outcome.
          const cast = await collectionWithCast(fixture, visibility === "public");
          const viewer = who === "visitor" ? null : cast[who];
          outcomes.push(await outcome(() => OPERATIONS[operation]!(viewer, cast)));
        }
        expect(outcomes).toEqual(expected[visibility]);
      });
    }
  }

  it("an unknown collection is NOT_FOUND for its would-be owner too", async () => {
    const cast = await collectionWithCast(fixture, false);
    expect(await outcome(() => OPERATIONS.rename!(cast.owner, { ...cast, collectionId: "doesNotExist123" }))).toBe(
      "NOT_FOUND",
    );
  });
});
