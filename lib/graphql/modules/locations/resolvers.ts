import type { Resolvers } from "../../generated/resolvers-types";
import { getLocation, getLocations, getLocationsByIds } from "../../../services/locations/get-location";
import { suggestLocations } from "../../../services/locations/suggest-locations";
import { getPopularLocations } from "../../../services/locations/popular-locations";
import { resolveOrThrow } from "../../payload";
import { locationSearchUrl } from "../../../services/locations/location-search-url";
import {
  findLocationsOfTypeByText,
  getChildLocations,
  getListingCounts,
  getLocationByUri,
  getLocationIndex,
  getNearbyOfLocation,
} from "../../../services/locations/location-places";
import { getMarketMedians, getMarketTrend, getStreetMarket } from "../../../services/locations/market";
import { boundaryTextOf } from "../../../services/locations/cached-location-rows";
import { getLocalPros } from "../../../services/locations/local-pros";
import { getLocalAgents } from "../../../services/locations/local-agents";
import { getRecentListings } from "../../../services/locations/recent-listings";
import { getSchoolsNear } from "../../../services/schools/schools-near";

export const locationResolvers: Resolvers = {
  Query: {
    location: (_, { identifier }, ctx) => getLocation(ctx, identifier),
    locations: (_, { identifiers }, ctx) => getLocations(ctx, identifiers),
    locationSearch: (_, { text, take }, ctx) => suggestLocations(ctx, text, take ?? undefined),
    locationByUniqueUri: (_, { uri }, ctx) => getLocationByUri(ctx, uri),
    locationIndex: (_, { type, stateCode, take }, ctx) =>
      resolveOrThrow(() => getLocationIndex(ctx, { type, stateCode: stateCode ?? undefined, take: take ?? undefined })),
    findLocations: (_, { text, type, stateCode, take }, ctx) =>
      resolveOrThrow(() =>
        findLocationsOfTypeByText(ctx, { text, type, stateCode: stateCode ?? undefined, take: take ?? undefined }),
      ),
    popularLocations: (_, { stateCode, take }, ctx) =>
      resolveOrThrow(() => getPopularLocations(ctx, { stateCode: stateCode ?? undefined, take: take ?? undefined })),
  },
  Location: {
    zipCode: (location) => location.postcode,
    hierarchy: (location, _, ctx) => getLocationsByIds(ctx, location.hierarchyIds),
    searchUrl: (location, { mode }) => locationSearchUrl(mode, location.slug),
    parent: async (location, _, ctx) => {
      const parentId = location.hierarchyIds.at(-1);
      return parentId === undefined ? null : ((await getLocationsByIds(ctx, [parentId]))[0] ?? null);
    },
    children: (location, { take }, ctx) => resolveOrThrow(() => getChildLocations(ctx, location, take ?? undefined)),
    nearby: (location, { take }, ctx) => resolveOrThrow(() => getNearbyOfLocation(ctx, location, take ?? undefined)),
    listingCounts: (location, _, ctx) => getListingCounts(ctx, location),
    marketTrend: (location, { propertyType }, ctx) =>
      resolveOrThrow(() => getMarketTrend(ctx, location, propertyType ?? undefined)),
    marketMedians: (location, _, ctx) => getMarketMedians(ctx, location),
    streetMarket: (location, _, ctx) => getStreetMarket(ctx, location),
    localPros: (location, _, ctx) => getLocalPros(ctx, location),
    boundaryWellKnownText: (location, _, ctx) => boundaryTextOf(ctx, location),
    localAgents: async (location, { take }, ctx) =>
      (await resolveOrThrow(() => getLocalAgents(ctx, location, take ?? undefined))).agents,
    recentListings: async (location, { status, take }, ctx) =>
      (await resolveOrThrow(() => getRecentListings(ctx, location, status, take ?? undefined))).listings,
    schools: (location, { take }, ctx) =>
      resolveOrThrow(() =>
        getSchoolsNear(ctx, {
          latitude: location.latLong.latitude,
          longitude: location.latLong.longitude,
          take: take ?? undefined,
        }),
      ),
  },
};
