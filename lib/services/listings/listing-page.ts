import type { ListingTopic } from "../../listings/topics";
import type { ServiceContext } from "../context";
import { getLocation } from "../locations/get-location";
import type { Location } from "../locations/location";
import { fail, type Result } from "../result";
import { getListing, getListingMedia } from "./get-listing";
import { getExternalMedia, getIntegrations, getListingTopics, type ExternalMedia } from "./listing-extras";
import { toListingCards, type BrandedOffice, type ListingCard } from "./listing-card";
import { getRemovedListing, type RemovedListing } from "./removed-listing";
import { getSimilarListings } from "./similar-listings";

export const NO_LISTING = "No listing has that id.";

/**
 * A listing as its own page shows it: the card's parts, every photo, floor plan and document,
 * media hosted elsewhere, the agency's booking and application links, what to read next, its
 * suburb and its office's suburb. Only what the listing projection (`toListing`) lets out: the
 * price as published, the street only when the address is disclosed.
 */
export interface ListingPage extends ListingCard {
  media: Awaited<ReturnType<typeof getListingMedia>>;
  externalMedia: ExternalMedia[];
  integrations: ReturnType<typeof getIntegrations>;
  topics: ListingTopic[];
  suburb: Location;
  office: BrandedOffice & { suburb: Location | null };
}

/** The listing page's listing, or NOT_FOUND when no live listing has the id. */
export async function getListingPage(ctx: ServiceContext, id: string): Promise<Result<{ listing: ListingPage }>> {
  const listing = await getListing(ctx, id);
  if (!listing) return fail("NOT_FOUND", NO_LISTING);
  const [[card], media, externalMedia, topics, suburb] = await Promise.all([
    toListingCards(ctx, [listing]),
    getListingMedia(ctx, listing.id),
    getExternalMedia(ctx, listing),
    getListingTopics(ctx, listing),
    getLocation(ctx, String(listing.suburbId)),
  ]);
  // Every listing has a suburb and an office: a missing one is broken data, an unexpected error.
  if (!card) throw new Error(`Card of listing ${listing.id} not made`);
  if (!suburb) throw new Error(`Suburb of listing ${listing.id} not found`);
  const officeSuburb = await getLocation(ctx, String(card.office.suburbId));
  return {
    ok: true,
    listing: {
      ...card,
      media,
      externalMedia,
      integrations: getIntegrations(listing),
      topics,
      suburb,
      office: { ...card.office, suburb: officeSuburb },
    },
  };
}

/** A listing its agent took off the market, with homes like it (as cards). */
export interface RemovedListingPage extends RemovedListing {
  similarListings: ListingCard[];
}

/** How many similar homes the listing and "no longer available" pages show. */
export const SIMILAR_LISTINGS_SHOWN = 6;

/** The "no longer available" page's listing, or NOT_FOUND when the id was never a listing. */
export async function getRemovedListingPage(
  ctx: ServiceContext,
  id: string,
): Promise<Result<{ removed: RemovedListingPage }>> {
  const removed = await getRemovedListing(ctx, id);
  if (!removed) return fail("NOT_FOUND", NO_LISTING);
  const similar = await getSimilarListings(ctx, removed.similarTo, SIMILAR_LISTINGS_SHOWN);
  return { ok: true, removed: { ...removed, similarListings: await toListingCards(ctx, similar) } };
}
