// The heart and the picker on real SQL: one tap saves to the default collection (made on the
// first save) and a second tap empties the heart; the picker adds and removes per collection;
// the limits hold even when every request is sent at once.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { COLLECTION_LIMITS, DEFAULT_COLLECTION_NAME } from "@/lib/collections/limits";
import { collections, collectionListings } from "@/lib/db/schema";
import { addListingIfRoom } from "@/lib/db/queries/collections/collections";
import { createServiceContext } from "@/lib/services/context";
import { addCollections, createCollection, TOO_MANY_COLLECTIONS } from "@/lib/services/collections/collections";
import {
  NO_SUCH_LISTING,
  savedListings,
  toggleSavedListing,
  updateListingInCollections,
} from "@/lib/services/collections/saved-listings";
import { FIXTURE_NOW, type SearchFixture } from "../../db/search-fixture";
import { collectionFixture, newMember } from "./collection-fixture";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await collectionFixture();
});
const ctx = () => createServiceContext(fixture.db, FIXTURE_NOW);
const listing = (n: number) => fixture.listingRows[n]!.id;

describe("toggleSavedListing", () => {
  it("saves to a default collection made on the first save, and a second tap removes it everywhere", async () => {
    const member = await newMember(fixture, "saver");
    const first = await toggleSavedListing(ctx(), member, String(listing(0)));
    expect(first).toMatchObject({ ok: true, saved: true, listingId: listing(0) });
    const owned = await fixture.db.select().from(collections).where(eq(collections.ownerId, member.memberId));
    expect(owned.map((row) => [row.name, row.isDefault])).toEqual([[DEFAULT_COLLECTION_NAME, true]]);

    // A second save of another listing reuses the default collection.
    await toggleSavedListing(ctx(), member, listing(1));
    expect(await fixture.db.select().from(collections).where(eq(collections.ownerId, member.memberId))).toHaveLength(1);

    // Kept in the default and in another collection: one tap takes it out of both.
    const other = await createCollection(ctx(), member, { name: "Maybe", isPublic: false });
    if (!other.ok) throw new Error(other.message);
    await updateListingInCollections(ctx(), member, {
      username: member.username,
      listingId: listing(0),
      addToCollectionIds: [other.collection.id],
    });
    const second = await toggleSavedListing(ctx(), member, listing(0));
    expect(second).toMatchObject({ ok: true, saved: false, collectionIds: [] });
    const state = await savedListings(ctx(), member, { listingIds: [listing(0), listing(1)] });
    expect(state).toMatchObject({ ok: true, saved: [{ listingId: listing(1) }] });
  });

  it("makes one default collection when the first saves arrive together", async () => {
    const member = await newMember(fixture, "racer");
    const results = await Promise.all([0, 1, 2, 3].map((n) => toggleSavedListing(ctx(), member, listing(n))));
    expect(results.every((result) => result.ok)).toBe(true);
    const owned = await fixture.db.select().from(collections).where(eq(collections.ownerId, member.memberId));
    expect(owned).toHaveLength(1);
  });

  it("refuses a listing that does not exist and a visitor", async () => {
    const member = await newMember(fixture, "saver");
    expect(await toggleSavedListing(ctx(), member, 999_999_999)).toMatchObject({ ok: false, message: NO_SUCH_LISTING });
    await expect(toggleSavedListing(ctx(), null, listing(0))).rejects.toMatchObject({
      failure: { code: "UNAUTHENTICATED" },
    });
    expect(await toggleSavedListing(ctx(), member, "not a number")).toMatchObject({ ok: false, code: "BAD_INPUT" });
  });
});

describe("updateListingInCollections", () => {
  it("adds to some collections and removes from others, keeping who first added it", async () => {
    const member = await newMember(fixture, "picker");
    const made = await addCollections(ctx(), member, {
      username: member.username,
      items: [{ name: "Inner west" }, { name: "Beaches", isPublic: true }],
    });
    if (!made.ok) throw new Error(made.message);
    const [west, beaches] = made.collections.map((collection) => collection.id) as [string, string];
    const both = await updateListingInCollections(ctx(), member, {
      username: member.username,
      listingId: listing(2),
      addToCollectionIds: [west, beaches],
    });
    expect(both).toMatchObject({ ok: true, collectionIds: [west, beaches].sort() });
    const moved = await updateListingInCollections(ctx(), member, {
      username: member.username,
      listingId: listing(2),
      addToCollectionIds: [west],
      removeFromCollectionIds: [beaches],
    });
    expect(moved).toMatchObject({ ok: true, collectionIds: [west] });
    const rows = await fixture.db.select().from(collectionListings).where(eq(collectionListings.collectionId, west));
    expect(rows.map((row) => row.addedBy)).toEqual([member.memberId]);
  });

  it("refuses to act for another username", async () => {
    const member = await newMember(fixture, "picker");
    expect(
      await updateListingInCollections(ctx(), member, { username: "someone-else", listingId: listing(0) }),
    ).toMatchObject({ ok: false, code: "FORBIDDEN" });
  });

  it("reads the saved state of a whole page in one answer", async () => {
    const member = await newMember(fixture, "page");
    await toggleSavedListing(ctx(), member, listing(3));
    await toggleSavedListing(ctx(), member, listing(5));
    const page = fixture.listingRows.slice(0, 20).map((row) => row.id);
    const state = await savedListings(ctx(), member, { listingIds: page });
    if (!state.ok) throw new Error(state.message);
    expect(state.saved.map((entry) => entry.listingId).sort()).toEqual([listing(3), listing(5)].sort());
    expect(await savedListings(ctx(), null, { listingIds: page })).toEqual({ ok: true, saved: [] });
  });
});

describe("limits", () => {
  it(`stops at ${COLLECTION_LIMITS.collectionsPerMember} collections even when all are asked for at once`, async () => {
    const member = await newMember(fixture, "hoarder");
    const results = await Promise.all(
      Array.from({ length: COLLECTION_LIMITS.collectionsPerMember + 5 }, (_, n) =>
        createCollection(ctx(), member, { name: `Collection ${n}`, isPublic: false }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(COLLECTION_LIMITS.collectionsPerMember);
    expect(results.find((result) => !result.ok)).toMatchObject({ code: "CONFLICT", message: TOO_MANY_COLLECTIONS });
    const owned = await fixture.db.select().from(collections).where(eq(collections.ownerId, member.memberId));
    expect(owned).toHaveLength(COLLECTION_LIMITS.collectionsPerMember);
  });

  it("the add statement reserves the listing limit in SQL", async () => {
    const member = await newMember(fixture, "full");
    const made = await createCollection(ctx(), member, { name: "Tiny", isPublic: false });
    if (!made.ok) throw new Error(made.message);
    const added = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        addListingIfRoom(fixture.db, made.collection.id, listing(n), member.memberId, FIXTURE_NOW, 2),
      ),
    );
    expect(added.filter((outcome) => outcome === "added")).toHaveLength(2);
    expect(added.filter((outcome) => outcome === "full")).toHaveLength(2);
  });

  it("tells a listing already there from a full collection, also when both taps come at once", async () => {
    const member = await newMember(fixture, "double-tap");
    const made = await createCollection(ctx(), member, { name: "Two taps", isPublic: false });
    if (!made.ok) throw new Error(made.message);
    const add = (n: number) =>
      addListingIfRoom(fixture.db, made.collection.id, listing(n), member.memberId, FIXTURE_NOW, 2);
    expect((await Promise.all([add(0), add(0), add(0)])).sort()).toEqual(["added", "already-saved", "already-saved"]);
    expect(await add(1)).toBe("added");
    // Full now: a listing already in it is still "already-saved", a new one is refused.
    expect(await add(0)).toBe("already-saved");
    expect(await add(2)).toBe("full");
  });

  it("refuses an over-long name with the limit in the message", async () => {
    const member = await newMember(fixture, "namer");
    const result = await addCollections(ctx(), member, {
      username: member.username,
      items: [{ name: "x".repeat(COLLECTION_LIMITS.nameLength + 1) }],
    });
    expect(result).toMatchObject({
      ok: false,
      code: "BAD_INPUT",
      message: `A collection's name can have at most ${COLLECTION_LIMITS.nameLength} characters`,
    });
  });
});
