// A member with a collection of homes, made over HTTP (sign-up through the development mailbox,
// then GraphQL), for browser tests that start on a collection or its compare view rather than
// test building one (collections.spec.ts does that through the page).
import { post, signedUpMember, type CookieJar } from "../../integration/auth/client";

async function gql<T>(query: string, variables: Record<string, unknown>, jar?: CookieJar): Promise<T> {
  const response = await post("/graphql", { query, variables }, jar);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const NEWEST = `query N($take: Int) { homePageListings(searchMode: Buy, take: $take) { id } }`;
const ADD = `mutation A($username: String!, $items: [CollectionInput!]!) { addCollections(username: $username, items: $items) { ok collections { id } error { message } } }`;
const PUT = `mutation P($username: String!, $listingId: ID!, $add: [ID!]) { updateListingInCollections(username: $username, listingId: $listingId, addToCollectionIds: $add) { ok error { message } } }`;

/** A new member whose collection "Our shortlist" holds `homes` of the newest homes for sale. */
export async function memberWithCollection(label: string, homes = 3) {
  const member = await signedUpMember(label);
  const listingIds = (await gql<{ homePageListings: { id: string }[] }>(NEWEST, { take: homes })).homePageListings.map(
    (listing) => listing.id,
  );
  if (listingIds.length < homes) throw new Error(`only ${listingIds.length} homes for sale to collect`);
  const made = await gql<{ addCollections: { ok: boolean; collections: { id: string }[] } }>(
    ADD,
    { username: member.member.username, items: [{ name: "Our shortlist" }] },
    member.jar,
  );
  const collectionId = made.addCollections.collections[0]?.id;
  if (!made.addCollections.ok || !collectionId) throw new Error("the collection was not made");
  for (const listingId of listingIds) {
    const put = await gql<{ updateListingInCollections: { ok: boolean } }>(
      PUT,
      { username: member.member.username, listingId, add: [collectionId] },
      member.jar,
    );
    if (!put.updateListingInCollections.ok) throw new Error(`listing ${listingId} was not added`);
  }
  const compare = `/collections/${collectionId}/compare?${listingIds.map((id) => `ids=${id}`).join("&")}`;
  return { ...member, collectionId, listingIds, collectionPath: `/collections/${collectionId}`, comparePath: compare };
}
