import type { Agent, Company, Office } from "../agents/agent";
import { getCompanyOrThrow, getOfficeOrThrow } from "../agents/get-agents";
import type { ServiceContext } from "../context";
import { getCoverPhoto, getUpcomingInspections, type Inspection } from "./get-listing";
import type { Listing, MediaItem } from "./listing";
import { getListingAgents } from "./related-listings";

/** A listing's office with its company's brand (name, colours, logo), as cards and pages show it. */
export interface BrandedOffice extends Office {
  company: Company;
}

/**
 * A listing as a results card shows it: the listing, its cover photo, its upcoming open homes,
 * its agents (primary first) and its branded office. The same loaders answer the GraphQL fields
 * of the same names (`coverPhoto`, `inspections`, `agents`, `office { company }`).
 */
export interface ListingCard extends Listing {
  coverPhoto: MediaItem;
  inspections: Inspection[];
  agents: Agent[];
  office: BrandedOffice;
}

export async function getBrandedOffice(ctx: ServiceContext, officeId: number): Promise<BrandedOffice> {
  const office = await getOfficeOrThrow(ctx, officeId);
  return { ...office, company: await getCompanyOrThrow(ctx, office.companyId) };
}

/**
 * Cards for listings, in their order. Every part goes through the request's DataLoaders, so a
 * page of 25 costs one query per kind (photos, open homes, agents, offices, companies).
 */
export function toListingCards(ctx: ServiceContext, listings: readonly Listing[]): Promise<ListingCard[]> {
  return Promise.all(
    listings.map(async (listing) => {
      const [coverPhoto, inspections, agents, office] = await Promise.all([
        getCoverPhoto(ctx, listing),
        getUpcomingInspections(ctx, listing.id),
        getListingAgents(ctx, listing),
        getBrandedOffice(ctx, listing.officeId),
      ]);
      return { ...listing, coverPhoto, inspections, agents, office };
    }),
  );
}
