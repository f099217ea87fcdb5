import type { Resolvers } from "../../generated/resolvers-types";
import { getOfficeOrThrow } from "../../../services/agents/get-agents";
import {
  getCoverPhoto,
  getListing,
  getListingMedia,
  getUpcomingInspections,
} from "../../../services/listings/get-listing";
import { getHomePageListings } from "../../../services/listings/home-page-listings";
import { getExternalMedia, getIntegrations, getListingTopics } from "../../../services/listings/listing-extras";
import {
  getListingAgents,
  getListingsByIds,
  getNearbyLocations,
  getOtherListingsFromOffice,
} from "../../../services/listings/related-listings";
import { getRemovedListing } from "../../../services/listings/removed-listing";
import { getSimilarListings, similarTo } from "../../../services/listings/similar-listings";
import { getLocation } from "../../../services/locations/get-location";
import { getSchoolsNear } from "../../../services/schools/schools-near";
import { resolveOrThrow } from "../../payload";

export const listingResolvers: Resolvers = {
  Query: {
    listing: (_, { id }, ctx) => getListing(ctx, id),
    listingsByIds: (_, { ids, take, skip }, ctx) =>
      resolveOrThrow(() => getListingsByIds(ctx, { ids, take: take ?? undefined, skip: skip ?? undefined })),
    removedListing: async (_, { id }, ctx) => {
      const removed = await getRemovedListing(ctx, id);
      // similarListings has its own resolver (it takes `take`); the parent only needs the snapshot.
      return removed ? { ...removed, similarListings: [] } : null;
    },
    homePageListings: (_, args, ctx) =>
      resolveOrThrow(() =>
        getHomePageListings(ctx, {
          searchMode: args.searchMode ?? undefined,
          take: args.take ?? undefined,
          maxAgeDays: args.maxAgeDays ?? undefined,
        }),
      ),
  },
  RemovedListing: {
    similarListings: async (removed, { take }, ctx) => {
      const found = await getRemovedListing(ctx, String(removed.id));
      return found ? resolveOrThrow(() => getSimilarListings(ctx, found.similarTo, take ?? undefined)) : [];
    },
  },
  Listing: {
    coverPhoto: (listing, _, ctx) => getCoverPhoto(ctx, listing),
    media: (listing, _, ctx) => getListingMedia(ctx, listing.id),
    inspections: (listing, _, ctx) => getUpcomingInspections(ctx, listing.id),
    agents: (listing, _, ctx) => getListingAgents(ctx, listing),
    office: (listing, _, ctx) => getOfficeOrThrow(ctx, listing.officeId),
    suburb: async (listing, _, ctx) => {
      const suburb = await getLocation(ctx, String(listing.suburbId));
      // Every listing has a suburb: a missing one is broken data, so it stays an unexpected (masked) error.
      if (!suburb) throw new Error(`Suburb of listing ${listing.id} not found`);
      return suburb;
    },
    externalMedia: (listing, _, ctx) => getExternalMedia(ctx, listing),
    integrations: (listing) => getIntegrations(listing),
    topics: (listing, _, ctx) => getListingTopics(ctx, listing),
    nearbyLocations: (listing, { take }, ctx) => getNearbyLocations(ctx, listing, take ?? undefined),
    schools: (listing, { take }, ctx) =>
      resolveOrThrow(() =>
        getSchoolsNear(ctx, {
          latitude: listing.address.latitude,
          longitude: listing.address.longitude,
          take: take ?? undefined,
        }),
      ),
    similarListings: (listing, { take }, ctx) =>
      resolveOrThrow(() => getSimilarListings(ctx, similarTo(listing), take ?? undefined)),
    otherListingsFromOffice: (listing, { take, skip }, ctx) =>
      resolveOrThrow(() =>
        getOtherListingsFromOffice(ctx, listing, { take: take ?? undefined, skip: skip ?? undefined }),
      ),
  },
};
