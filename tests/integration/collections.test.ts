/**
 * Collections through GraphQL against the Worker and its local D1: a member saves with one tap
 * and reads the saved state of a page in one query, creates a collection, invites a second
 * member by e-mail (development mailbox), who accepts and reacts; a private collection is
 * invisible to others until it is made public; a foreign origin cannot change anything.
 */
import { describe, expect, it } from "vitest";
import { url } from "../support/base-url";
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
});
