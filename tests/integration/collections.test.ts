/**
 * Collections through GraphQL against the Worker and its local D1: a member saves with one tap
 * and reads the saved state of a page in one query, creates a collection, invites a second
 * member by e-mail (development mailbox), who accepts and reacts; a private collection is
 * invisible to others until it is made public; a foreign origin cannot change anything.
 */
import { describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";
import { CookieJar, get, post, signedUpMember } from "./auth/client";
import { matchInNewestMail } from "../support/dev-mailbox";

async function gql<T>(query: string, variables: Record<string, unknown>, jar?: CookieJar, headers = {}) {
  const response = await post("/graphql", { query, variables }, jar, headers);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return { status: response.status, ...body };
}

const LISTING_IDS = `query { homePageListings(searchMode: Buy, take: 6) { id } }`;
const TOGGLE = `mutation T($listingId: ID!) { toggleSavedListing(listingId: $listingId) { ok saved collectionIds error { message } } }`;
const SAVED = `query S($ids: [ID!]!) { savedListings(listingIds: $ids) { listingId collectionIds } }`;
const ADD = `mutation A($username: String!, $items: [CollectionInput!]!) { addCollections(username: $username, items: $items) { ok collections { id uri } error { message } } }`;
const PUT = `mutation P($username: String!, $listingId: ID!, $add: [ID!]) { updateListingInCollections(username: $username, listingId: $listingId, addToCollectionIds: $add) { ok collectionIds error { message } } }`;
const INVITE = `mutation I($id: ID!, $emails: [String!]!) { addCollectionInvite(collectionId: $id, emails: $emails) { ok invites { email } error { message } } }`;
const ACCEPT = `mutation X($c: ID!, $m: ID!, $u: String!) { acceptCollectionInvitation(collectionId: $c, memberId: $m, uniqueIdentifier: $u) { ok uri error { message } } }`;
const REACT = `mutation R($c: ID!, $l: ID!, $comment: String, $r: ReactionType) { saveCollectionReaction(collectionId: $c, listingId: $l, comment: $comment, reactionType: $r) { ok error { message } } }`;
const PAGE = `query C($id: ID!) { collection(id: $id) { name isPublic viewerRole listingCount contributors { name role } pendingInvites { email } listings { listingId addedBy { name } reactions { reactionType comment } } } }`;
const UPDATE = `mutation U($id: ID!, $isPublic: Boolean) { updateCollection(collectionId: $id, isPublic: $isPublic) { ok error { message } } }`;

/** The accept link's parameters from the newest invitation mailed to `to`. */
async function mailedInvite(to: string) {
  const link = await matchInNewestMail(
    async (page) => (await get(page)).text(),
    to,
    /\/collections\/accept\?collectionId=([\w-]+)&memberId=([\w-]+)&id=([\w-]+)/,
  );
  return { c: link[1], m: link[2], u: link[3] };
}

describe("collections", () => {
  it("saves with one tap and reads a page's saved state in one query", async () => {
    const { jar } = await signedUpMember("collections-save");
    const ids = (await gql<{ homePageListings: { id: string }[] }>(LISTING_IDS, {})).data!.homePageListings.map(
      (listing) => listing.id,
    );
    expect(ids.length).toBeGreaterThan(2);
    const saved = await gql<{ toggleSavedListing: { ok: boolean; saved: boolean } }>(
      TOGGLE,
      { listingId: ids[1] },
      jar,
    );
    expect(saved.data?.toggleSavedListing).toMatchObject({ ok: true, saved: true });
    const state = await gql<{ savedListings: { listingId: string }[] }>(SAVED, { ids }, jar);
    expect(state.data?.savedListings.map((entry) => entry.listingId)).toEqual([ids[1]]);
    // A visitor asking gets nothing, and the same query answers for them too.
    expect((await gql<{ savedListings: unknown[] }>(SAVED, { ids })).data?.savedListings).toEqual([]);
    const unsaved = await gql<{ toggleSavedListing: { saved: boolean } }>(TOGGLE, { listingId: ids[1] }, jar);
    expect(unsaved.data?.toggleSavedListing.saved).toBe(false);
  });

  it("invites a second member by e-mail, who accepts and reacts; private stays hidden until public", async () => {
    const owner = await signedUpMember("collections-owner");
    const partner = await signedUpMember("collections-partner");
    const stranger = await signedUpMember("collections-stranger");
    const ids = (await gql<{ homePageListings: { id: string }[] }>(LISTING_IDS, {})).data!.homePageListings.map(
      (listing) => listing.id,
    );
    const made = await gql<{ addCollections: { ok: boolean; collections: { id: string; uri: string }[] } }>(
      ADD,
      { username: owner.member.username, items: [{ name: "Our next home" }] },
      owner.jar,
    );
    expect(made.data?.addCollections.ok).toBe(true);
    const collectionId = made.data!.addCollections.collections[0]!.id;
    expect(made.data!.addCollections.collections[0]!.uri).toBe(`/collections/${collectionId}`);
    await gql(PUT, { username: owner.member.username, listingId: ids[0], add: [collectionId] }, owner.jar);

    const invited = await gql<{ addCollectionInvite: { ok: boolean } }>(
      INVITE,
      { id: collectionId, emails: [partner.email] },
      owner.jar,
    );
    expect(invited.data?.addCollectionInvite.ok).toBe(true);
    const link = await mailedInvite(partner.email);
    expect(link.c).toBe(collectionId);
    expect(link.m).toBe(owner.member.id);

    // Before accepting, the partner cannot see the private collection.
    expect((await gql<{ collection: unknown }>(PAGE, { id: collectionId }, partner.jar)).data?.collection).toBeNull();
    const accepted = await gql<{ acceptCollectionInvitation: { ok: boolean; uri: string } }>(ACCEPT, link, partner.jar);
    expect(accepted.data?.acceptCollectionInvitation).toMatchObject({ ok: true, uri: `/collections/${collectionId}` });
    const again = await gql<{ acceptCollectionInvitation: { ok: boolean } }>(ACCEPT, link, stranger.jar);
    expect(again.data?.acceptCollectionInvitation.ok).toBe(false);

    for (const [who, reaction, comment] of [
      [owner, "like", "Lovely garden"],
      [partner, "dislike", "Too far from work"],
    ] as const) {
      const reacted = await gql<{ saveCollectionReaction: { ok: boolean } }>(
        REACT,
        { c: collectionId, l: ids[0], r: reaction, comment },
        who.jar,
      );
      expect(reacted.data?.saveCollectionReaction.ok).toBe(true);
    }
    const page = await gql<{ collection: Record<string, unknown> }>(PAGE, { id: collectionId }, partner.jar);
    expect(page.data?.collection).toMatchObject({
      name: "Our next home",
      viewerRole: "collaborator",
      listingCount: 1,
      pendingInvites: [], // only the owner sees invitations
      contributors: [
        { name: "Test collections-owner", role: "owner" },
        { name: "Test collections-partner", role: "collaborator" },
      ],
      listings: [
        {
          listingId: ids[0],
          addedBy: { name: "Test collections-owner" },
          reactions: [
            { reactionType: "like", comment: "Lovely garden" },
            { reactionType: "dislike", comment: "Too far from work" },
          ],
        },
      ],
    });

    // Private: null for a stranger and a visitor; public: readable, read-only.
    expect((await gql<{ collection: unknown }>(PAGE, { id: collectionId }, stranger.jar)).data?.collection).toBeNull();
    expect((await gql<{ collection: unknown }>(PAGE, { id: collectionId })).data?.collection).toBeNull();
    const refused = await gql<{ updateCollection: { ok: boolean } }>(
      UPDATE,
      { id: collectionId, isPublic: true },
      partner.jar,
    );
    expect(refused.data?.updateCollection.ok).toBe(false);
    await gql(UPDATE, { id: collectionId, isPublic: true }, owner.jar);
    const publicPage = await gql<{ collection: { viewerRole: string } }>(PAGE, { id: collectionId });
    expect(publicPage.data?.collection.viewerRole).toBe("visitor");
    const strangerReacts = await gql<{ saveCollectionReaction: { ok: boolean; error: { message: string } } }>(
      REACT,
      { c: collectionId, l: ids[0], r: "like" },
      stranger.jar,
    );
    expect(strangerReacts.data?.saveCollectionReaction).toMatchObject({ ok: false });
  });

  it("taps on one heart at once all succeed: a home already saved is not a full collection", async () => {
    const owner = await signedUpMember("collections-double-tap");
    const ids = (await gql<{ homePageListings: { id: string }[] }>(LISTING_IDS, {})).data!.homePageListings.map(
      (listing) => listing.id,
    );
    expect(ids.length).toBeGreaterThan(5);
    const made = await gql<{ addCollections: { collections: { id: string }[] } }>(
      ADD,
      { username: owner.member.username, items: [{ name: "Four homes" }] },
      owner.jar,
    );
    const collectionId = made.data!.addCollections.collections[0]!.id;
    type Put = {
      updateListingInCollections: { ok: boolean; collectionIds: string[]; error: { message: string } | null };
    };
    const put = (listingId: string) =>
      gql<Put>(PUT, { username: owner.member.username, listingId, add: [collectionId] }, owner.jar);
    for (const id of ids.slice(0, 4)) expect((await put(id)).data!.updateListingInCollections.ok).toBe(true);

    // Five adds of the fifth home at once: every one answers that it is saved, none that the collection is full.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => put(ids[4]!)));
    for (const answer of answers)
      expect(answer.data!.updateListingInCollections).toEqual({ ok: true, collectionIds: [collectionId], error: null });
    const count = await gql<{ collection: { listingCount: number } }>(
      `query C($id: ID!) { collection(id: $id) { listingCount } }`,
      { id: collectionId },
      owner.jar,
    );
    expect(count.data!.collection.listingCount).toBe(5);

    // The one-tap heart, tapped several times at once by a new member: no tap answers with an error.
    const { jar } = await signedUpMember("collections-heart-taps");
    const taps = await Promise.all(
      [1, 2, 3, 4].map(() =>
        gql<{ toggleSavedListing: { ok: boolean; error: { message: string } | null } }>(
          TOGGLE,
          { listingId: ids[5] },
          jar,
        ),
      ),
    );
    for (const tap of taps) expect(tap.data!.toggleSavedListing).toMatchObject({ ok: true, error: null });
  });

  it("refuses control characters in a collection's name with a sentence, and stores nothing", async () => {
    const owner = await signedUpMember("collections-control");
    for (const name of ["Beach\u0000homes", "Beach\u0007homes", "\u001b[31mBeach homes"]) {
      const made = await gql<{ addCollections: { ok: boolean; error: { message: string } | null } }>(
        ADD,
        { username: owner.member.username, items: [{ name }] },
        owner.jar,
      );
      expect(made.data!.addCollections).toMatchObject({
        ok: false,
        error: {
          message:
            "The collection's name contains an invisible control character (such as NUL or ESC): please retype it.",
        },
      });
    }
    const db = openLocalD1();
    try {
      const row = db.prepare("SELECT count(*) AS n FROM collections WHERE owner_id = ?").get(owner.member.id) as {
        n: number;
      };
      expect(row.n).toBe(0);
    } finally {
      db.close();
    }
  });

  it("refuses a change from a foreign origin", async () => {
    const { jar, member } = await signedUpMember("collections-csrf");
    const response = await fetch(url("/graphql"), {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json", cookie: jar.header() },
      body: JSON.stringify({ query: ADD, variables: { username: member.username, items: [{ name: "Nope" }] } }),
    });
    const body = (await response.json().catch(() => ({}))) as { data?: { addCollections?: { ok: boolean } } };
    expect(body.data?.addCollections?.ok).not.toBe(true);
    const mine = await gql<{ collections: unknown[] }>(
      `query M($u: String!) { collections(username: $u) { id } }`,
      { u: member.username },
      jar,
    );
    expect(mine.data?.collections).toEqual([]);
  });

  it("says when a saved home's price changed: the listing's price history, written by a trigger", async () => {
    const { jar } = await signedUpMember("collections-price");
    const [listingId] = (await gql<{ homePageListings: { id: string }[] }>(LISTING_IDS, {})).data!.homePageListings.map(
      (listing) => listing.id,
    );
    const saved = await gql<{ toggleSavedListing: { collectionIds: string[] } }>(TOGGLE, { listingId }, jar);
    const collectionId = saved.data!.toggleSavedListing.collectionIds[0]!;
    const read = async () =>
      (
        await gql<{
          collection: { listings: { listingId: string; priceChangedAt: string | null; addedAt: string }[] };
        }>(
          `query C($id: ID!) { collection(id: $id) { listings { listingId addedAt priceChangedAt } } }`,
          { id: collectionId },
          jar,
        )
      ).data!.collection.listings.find((item) => item.listingId === listingId)!;
    expect((await read()).priceChangedAt).toBeNull();

    const db = openLocalD1();
    const { price_text: before } = db
      .prepare("SELECT price_text FROM listings WHERE id = ?")
      .get(Number(listingId)) as {
      price_text: string;
    };
    const { id: otherId, price_text: otherBefore } = db
      .prepare("SELECT id, price_text FROM listings WHERE id <> ? AND status_type = 'buy' ORDER BY id LIMIT 1")
      .get(Number(listingId)) as { id: number; price_text: string };
    try {
      // A write that leaves the text as it was records nothing; a new text is a change.
      db.prepare("UPDATE listings SET price_text = price_text WHERE id = ?").run(Number(listingId));
      expect((await read()).priceChangedAt).toBeNull();
      // Another home's change is not this one's (the subquery once compared listing_id with itself).
      db.prepare("UPDATE listings SET price_text = ? WHERE id = ?").run(`${otherBefore} (reduced)`, otherId);
      expect((await read()).priceChangedAt).toBeNull();
      db.prepare("UPDATE listings SET price_text = ? WHERE id = ?").run(`${before} (reduced)`, Number(listingId));
      const changed = await read();
      expect(changed.priceChangedAt).not.toBeNull();
      expect(Date.parse(changed.priceChangedAt!)).toBeGreaterThanOrEqual(Date.parse(changed.addedAt));
    } finally {
      db.prepare("UPDATE listings SET price_text = ? WHERE id = ?").run(before, Number(listingId));
      db.prepare("UPDATE listings SET price_text = ? WHERE id = ?").run(otherBefore, otherId);
      db.prepare("DELETE FROM listing_price_changes WHERE listing_id IN (?, ?)").run(Number(listingId), otherId);
      db.close();
    }
  });

  it("says since when a saved home has been under offer: recorded by a trigger when the flag is set", async () => {
    const { jar } = await signedUpMember("collections-offer");
    const listings = (await gql<{ homePageListings: { id: string }[] }>(LISTING_IDS, {})).data!.homePageListings;
    const db = openLocalD1();
    const free = listings.filter(
      (listing) =>
        (
          db.prepare("SELECT is_under_offer FROM listings WHERE id = ?").get(Number(listing.id)) as {
            is_under_offer: number;
          }
        ).is_under_offer === 0,
    );
    expect(free.length).toBeGreaterThanOrEqual(2);
    const listingId = free[0]!.id;
    const otherId = Number(free[1]!.id);
    const saved = await gql<{ toggleSavedListing: { collectionIds: string[] } }>(TOGGLE, { listingId }, jar);
    const collectionId = saved.data!.toggleSavedListing.collectionIds[0]!;
    const read = async () =>
      (
        await gql<{ collection: { listings: { listingId: string; underOfferSince: string | null }[] } }>(
          `query C($id: ID!) { collection(id: $id) { listings { listingId underOfferSince } } }`,
          { id: collectionId },
          jar,
        )
      ).data!.collection.listings.find((item) => item.listingId === listingId)!;
    expect((await read()).underOfferSince).toBeNull();
    const before = Date.now();
    try {
      // Another home going under offer says nothing about this one (the subquery once compared
      // listing_id with itself and gave every saved home the first date recorded).
      db.prepare("UPDATE listings SET is_under_offer = 1 WHERE id = ?").run(otherId);
      expect((await read()).underOfferSince).toBeNull();
      db.prepare("UPDATE listings SET is_under_offer = 1 WHERE id = ?").run(Number(listingId));
      const since = (await read()).underOfferSince;
      expect(since).not.toBeNull();
      // Written by the trigger during this test's own update (its clock is this process's).
      expect(Date.parse(since!)).toBeGreaterThanOrEqual(before - 1_000);
    } finally {
      db.prepare("UPDATE listings SET is_under_offer = 0 WHERE id IN (?, ?)").run(Number(listingId), otherId);
      db.close();
    }
    // Back on the market without an offer: no date left behind.
    expect((await read()).underOfferSince).toBeNull();
  });

  it("pages a collection of more than 50 homes, and compares homes picked from any page", async () => {
    const owner = await signedUpMember("collections-paging");
    const made = await gql<{ addCollections: { collections: { id: string }[] } }>(
      ADD,
      { username: owner.member.username, items: [{ name: "Long list" }] },
      owner.jar,
    );
    const collectionId = made.data!.addCollections.collections[0]!.id;
    const db = openLocalD1();
    const ids = (
      db.prepare("SELECT id FROM listings WHERE status_type = 'buy' ORDER BY id LIMIT 55").all() as { id: number }[]
    ).map((row) => row.id);
    try {
      // 55 homes, added a minute apart (the service's own writes are covered above).
      const insert = db.prepare(
        "INSERT INTO collection_listings (collection_id, listing_id, added_by, added_at, price_text_when_added) SELECT ?, id, ?, ?, price_text FROM listings WHERE id = ?",
      );
      ids.forEach((id, i) => insert.run(collectionId, owner.member.id, 1_790_000_000_000 + i * 60_000, id));
    } finally {
      db.close();
    }
    const page = async (skip: number) =>
      (
        await gql<{ collection: { listingCount: number; listings: { listingId: string }[] } }>(
          `query C($id: ID!, $skip: Int) { collection(id: $id) { listingCount listings(skip: $skip) { listingId } } }`,
          { id: collectionId, skip },
          owner.jar,
        )
      ).data!.collection;
    const [first, second] = [await page(0), await page(50)];
    expect(first.listingCount).toBe(55);
    expect(first.listings).toHaveLength(50);
    expect(second.listings).toHaveLength(5);
    const seen = [...first.listings, ...second.listings].map((item) => Number(item.listingId));
    expect(new Set(seen).size).toBe(55);
    expect(seen[0]).toBe(ids[54]); // newest first
    expect(seen[54]).toBe(ids[0]);

    // The collection page shows the second page, and compare takes one home from each page.
    const secondPage = await (await get(`/collections/${collectionId}?page=2`, owner.jar)).text();
    expect(secondPage).toContain("Homes 51–55 of 55");
    expect(secondPage.match(/data-testid="collection-listing"/g)).toHaveLength(5);
    const compare = await (
      await get(`/collections/${collectionId}/compare?ids=${ids[0]}&ids=${ids[54]}`, owner.jar)
    ).text();
    expect(compare).toContain('data-testid="compare-table"');
    expect(compare).not.toContain("you chose");
  });
});
