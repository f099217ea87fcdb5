import type { Resolvers } from "../../generated/resolvers-types";
import type { SearchFilterInput } from "../../../search/filter";
import { listMapMarkers } from "../../../services/search/map-markers";
import { searchListings } from "../../../services/search/search-listings";
import { userInputError } from "../../errors";
import { withoutNulls } from "./without-nulls";

/**
 * GraphQL's input types are looser than the filter (strings for property types and features,
 * any numbers): the service's zod schema is the check, and its errors become BAD_USER_INPUT.
 */
const toFilter = (filter: unknown) => withoutNulls(filter) as SearchFilterInput;

export const searchResolvers: Resolvers = {
  Query: {
    listingSearchByFilter: async (_, { filter }, ctx) => {
      try {
        return await searchListings(ctx, toFilter(filter));
      } catch (error) {
        throw userInputError(error);
      }
    },
    mapMarkers: async (_, { filter }, ctx) => {
      try {
        return await listMapMarkers(ctx, toFilter(filter));
      } catch (error) {
        throw userInputError(error);
      }
    },
  },
};
