import { listingTopics, type ListingTopic } from "../../listings/topics";
import type { ServiceContext } from "../context";
import { locationSearchUrl } from "../locations/location-search-url";
import { getListingMedia } from "./get-listing";
import type { Listing } from "./listing";

export type ExternalMediaType = "InteractiveFloorPlan" | "Others" | "Video" | "VirtualTour";

export interface ExternalMedia {
  type: ExternalMediaType;
  url: string;
  caption: string | null;
}

const EXTERNAL_KIND: Partial<Record<string, ExternalMediaType>> = {
  video: "Video",
  virtualTour: "VirtualTour",
  interactiveFloorPlan: "InteractiveFloorPlan",
};

/** Videos, virtual tours and interactive floor plans hosted elsewhere, by external media type. */
export async function getExternalMedia(ctx: ServiceContext, listing: Listing): Promise<ExternalMedia[]> {
  const { other } = await getListingMedia(ctx, listing.id);
  return other.flatMap((item) => {
    const type = EXTERNAL_KIND[item.kind];
    return type ? [{ type, url: item.url, caption: item.caption }] : [];
  });
}

/**
 * The agency's booking and application services. The data set has no integration table: every
 * current listing with open homes offers online booking and every rental an online application,
 * on the providers' hosts (which, like the seeded videos, are `.example` hosts).
 */
export function getIntegrations(listing: Listing) {
  const current = listing.statusType === "buy" || listing.statusType === "rent";
  return {
    inspectionBookingUrl:
      current && listing.nextInspectionAt ? `https://book.homefront.example/inspections/${listing.id}` : null,
    rentalApplicationUrl:
      listing.statusType === "rent" ? `https://apply.homefront.example/rentals/${listing.id}` : null,
  };
}

export async function getListingTopics(ctx: ServiceContext, listing: Listing): Promise<ListingTopic[]> {
  const suburb = await ctx.loaders.location.load(listing.suburbId);
  if (!suburb) return [];
  return listingTopics({
    listingType: listing.listingType,
    suburbName: suburb.name,
    suburbSlug: suburb.slug,
    hasAuction: listing.saleDetails.auctionDate !== null && listing.statusType === "buy",
    searchUrl: locationSearchUrl(listing.listingType === "rental" ? "Rent" : "Buy", suburb.slug),
  });
}
