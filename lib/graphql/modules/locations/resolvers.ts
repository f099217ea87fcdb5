import type { Resolvers } from "../../generated/resolvers-types";
import { getLocation, getLocations, getLocationsByIds } from "../../../services/locations/get-location";
import { suggestLocations } from "../../../services/locations/suggest-locations";
import { getPopularLocations } from "../../../services/locations/popular-locations";
import { resolveOrThrow } from "../../payload";
import { locationSearchUrl } from "../../../services/locations/location-search-url";

export const locationResolvers: Resolvers = {
  Query: {
    location: (_, { identifier }, ctx) => getLocation(ctx, identifier),
    locations: (_, { identifiers }, ctx) => getLocations(ctx, identifiers),
    locationSearch: (_, { text, take }, ctx) => suggestLocations(ctx, text, take ?? undefined),
    popularLocations: (_, { stateCode, take }, ctx) =>
      resolveOrThrow(() => getPopularLocations(ctx, { stateCode: stateCode ?? undefined, take: take ?? undefined })),
  },
  Location: {
    zipCode: (location) => location.postcode,
    hierarchy: (location, _, ctx) => getLocationsByIds(ctx, location.hierarchyIds),
    searchUrl: (location, { mode }) => locationSearchUrl(mode, location.slug),
  },
};
