import type { Agent, Company, Office } from "../agents/agent";
import { getCompanyOrThrow, getOfficeOrThrow } from "../agents/get-agents";
import type { ServiceContext } from "../context";
import { getCoverPhoto, getUpcomingInspections } from "./get-listing";
import type { Listing, MediaItem } from "./listing";
import { getListingAgents } from "./related-listings";

/** A listing with what its results card shows besides its own fields: photo, open homes, agents, branding. */
export interface ListingCard extends Listing {
  coverPhoto: MediaItem;
  /** Open homes still to come, soonest first. */
  inspections: { startsAt: string; endsAt: string }[];
  /** The primary agent first, then co-listing agents. */
  agents: Agent[];
  office: Office & { company: Company };
}

/**
 * Listings as cards, read the way the GraphQL Listing fields read them (the same service
 * calls), so a page's cards and a browser's match. One context for all of them lets the loaders
 * batch: a page of cards costs one query per kind, not per card.
 */
export function toListingCards(ctx: ServiceContext, listings: readonly Listing[]): Promise<ListingCard[]> {
  return Promise.all(
    listings.map(async (listing) => {
      const [coverPhoto, inspections, agents, office] = await Promise.all([
        getCoverPhoto(ctx, listing),
        getUpcomingInspections(ctx, listing.id),
        getListingAgents(ctx, listing),
        getOfficeOrThrow(ctx, listing.officeId),
      ]);
      const company = await getCompanyOrThrow(ctx, office.companyId);
      return { ...listing, coverPhoto, inspections, agents, office: { ...office, company } };
    }),
  );
}
