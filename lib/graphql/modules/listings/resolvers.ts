import type { Resolvers } from "../../generated/resolvers-types";
import { getAgents, getOfficeOrThrow } from "../../../services/agents/get-agents";
import { getCoverPhoto, getListing, getListingMedia, getUpcomingInspections } from "../../../services/listings/get-listing";
import { getHomePageListings } from "../../../services/listings/home-page-listings";
import { getLocation } from "../../../services/locations/get-location";
import { NotFoundError } from "../../../services/not-found";
import { userInputError } from "../../errors";

export const listingResolvers: Resolvers = {
  Query: {
    listing: (_, { id }, ctx) => getListing(ctx, id),
    homePageListings: async (_, args, ctx) => {
      try {
        return await getHomePageListings(ctx, {
          searchMode: args.searchMode ?? undefined,
          take: args.take ?? undefined,
          maxAgeDays: args.maxAgeDays ?? undefined,
        });
      } catch (error) {
        throw userInputError(error);
      }
    },
  },
  Listing: {
    coverPhoto: (listing, _, ctx) => getCoverPhoto(ctx, listing),
    media: (listing, _, ctx) => getListingMedia(ctx, listing.id),
    inspections: (listing, _, ctx) => getUpcomingInspections(ctx, listing.id),
    agents: (listing, _, ctx) => getAgents(ctx, [listing.agentId]),
    office: (listing, _, ctx) => getOfficeOrThrow(ctx, listing.officeId),
    suburb: async (listing, _, ctx) => {
      const suburb = await getLocation(ctx, String(listing.suburbId));
      if (!suburb) throw new NotFoundError(`Suburb of listing ${listing.id}`);
      return suburb;
    },
  },
};
