import type { Resolvers } from "../../generated/resolvers-types";
import { getLocation, getLocationsByIds } from "../../../services/locations/get-location";
import { suggestLocations } from "../../../services/locations/suggest-locations";

export const locationResolvers: Resolvers = {
  Query: {
    location: (_, { identifier }, ctx) => getLocation(ctx, identifier),
    locationSearch: (_, { text, take }, ctx) => suggestLocations(ctx, text, take ?? undefined),
  },
  Location: {
    zipCode: (location) => location.postcode,
    hierarchy: (location, _, ctx) => getLocationsByIds(ctx, location.hierarchyIds),
  },
};
