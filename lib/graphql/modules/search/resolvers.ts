import type { Resolvers } from "../../generated/resolvers-types";
import type { SearchFilterInput } from "../../../search/filter";
import { listMapMarkers } from "../../../services/search/map-markers";
import { searchListings } from "../../../services/search/search-listings";
import { resolveOrThrow } from "../../payload";
import { withoutNulls } from "./without-nulls";

/**
 * GraphQL's input types are looser than the filter (strings for property types and features,
 * any numbers): the service's zod schema is the check, and its errors become BAD_USER_INPUT.
 */
const toFilter = (filter: unknown) => withoutNulls(filter) as SearchFilterInput;

export const searchResolvers: Resolvers = {
  Query: {
    listingSearchByFilter: (_, { filter }, ctx) => resolveOrThrow(() => searchListings(ctx, toFilter(filter))),
    mapMarkers: (_, { filter }, ctx) => resolveOrThrow(() => listMapMarkers(ctx, toFilter(filter))),
  },
};
