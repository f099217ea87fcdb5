import type { Viewer } from "../../auth/roles";
import type { ServiceContext } from "../context";
import { getCoverPhoto, getListing, getUpcomingInspections, type Inspection } from "../listings/get-listing";
import type { Listing, MediaItem } from "../listings/listing";
import type { Result } from "../result";
import { getSchoolsNear, type School } from "../schools/schools-near";
import type { CollectionModel } from "./collection";
import { getCollection } from "./collections";
import {
  addedByOf,
  contributorsOfCollection,
  listingCountOf,
  listingsOf,
  type CollectionContributor,
  type CollectionListingModel,
} from "./contents";
import { pendingInvitesFor, type PendingInvite } from "./invites";

/** A listing of a collection as its page shows it: the listing as it is now, with its cover photo. */
export type CollectionHomeListing = Listing & { coverPhoto: MediaItem };

/** What comparing homes side by side adds: the next inspection and the nearest schools. */
export type ListingToCompare = CollectionHomeListing & {
  inspections: Inspection[];
  schools: School[];
};

/** A home of a collection: who added it, reactions, and the listing (null once the listing is gone). */
export interface CollectionHome<L extends CollectionHomeListing = CollectionHomeListing> extends Omit<
  CollectionListingModel,
  "addedBy"
> {
  /** Null once the member who added it no longer contributes. */
  addedBy: CollectionContributor | null;
  listing: L | null;
}

/** A collection's page: the collection, its people, and one page of its homes. */
export interface CollectionPage extends CollectionModel {
  listingCount: number;
  contributors: CollectionContributor[];
  /** The owner's open invitations; empty for everyone else. */
  pendingInvites: PendingInvite[];
  listings: CollectionHome[];
}

/** Homes of a collection picked to compare, with everyone whose reactions the comparison shows. */
export interface CollectionComparison extends CollectionModel {
  contributors: CollectionContributor[];
  listings: CollectionHome<ListingToCompare>[];
}

/** Schools a comparison names per home. */
const SCHOOLS_COMPARED = 3;

async function withCover(ctx: ServiceContext, listingId: number): Promise<CollectionHomeListing | null> {
  const listing = await getListing(ctx, listingId);
  return listing && { ...listing, coverPhoto: await getCoverPhoto(ctx, listing) };
}

async function toCompare(ctx: ServiceContext, listingId: number): Promise<ListingToCompare | null> {
  const listing = await withCover(ctx, listingId);
  if (!listing) return null;
  const [inspections, schools] = await Promise.all([
    getUpcomingInspections(ctx, listing.id),
    getSchoolsNear(ctx, {
      latitude: listing.address.latitude,
      longitude: listing.address.longitude,
      take: SCHOOLS_COMPARED,
    }),
  ]);
  return { ...listing, inspections, schools };
}

async function homeOf<L extends CollectionHomeListing>(
  ctx: ServiceContext,
  item: CollectionListingModel,
  listingOf: (ctx: ServiceContext, listingId: number) => Promise<L | null>,
): Promise<CollectionHome<L>> {
  const [addedBy, listing] = await Promise.all([addedByOf(ctx, item), listingOf(ctx, item.listingId)]);
  return { ...item, addedBy, listing };
}

/**
 * A collection for its page with the page of homes that starts at `skip` (newest first). NOT_FOUND
 * unless it is public or the viewer contributes to it (getCollection).
 */
export async function getCollectionPage(
  ctx: ServiceContext,
  viewer: Viewer | null,
  rawId: unknown,
  skip: number,
): Promise<Result<{ collection: CollectionPage }>> {
  const found = await getCollection(ctx, viewer, rawId);
  if (!found.ok) return found;
  const { collection } = found;
  const [listingCount, contributors, pendingInvites, items] = await Promise.all([
    listingCountOf(ctx, collection.id),
    contributorsOfCollection(ctx, collection.id),
    pendingInvitesFor(ctx, viewer, collection.id),
    listingsOf(ctx, collection.id, { skip }),
  ]);
  const listings = await Promise.all(items.map((item) => homeOf(ctx, item, withCover)));
  return { ok: true, collection: { ...collection, listingCount, contributors, pendingInvites, listings } };
}

/** The homes `listingIds` names wherever they are in the collection, ready to compare (same access as its page). */
export async function getCollectionComparison(
  ctx: ServiceContext,
  viewer: Viewer | null,
  rawId: unknown,
  listingIds: readonly string[],
): Promise<Result<{ collection: CollectionComparison }>> {
  const found = await getCollection(ctx, viewer, rawId);
  if (!found.ok) return found;
  const { collection } = found;
  const [contributors, items] = await Promise.all([
    contributorsOfCollection(ctx, collection.id),
    listingsOf(ctx, collection.id, { listingIds }),
  ]);
  const listings = await Promise.all(items.map((item) => homeOf(ctx, item, toCompare)));
  return { ok: true, collection: { ...collection, contributors, listings } };
}
