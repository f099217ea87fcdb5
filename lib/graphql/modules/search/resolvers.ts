import type { Resolvers } from "../../generated/resolvers-types";
import { mapMarkersByFilter } from "../../../services/search/map-markers";
import { readSearchFilter, searchByFilter } from "../../../services/search/search-listings";
import { resolveOrThrow } from "../../payload";
import { failedSearchResult } from "./failed-search";
import { withoutNulls } from "./without-nulls";

/**
 * GraphQL's input types are looser than the filter (strings for property types and features,
 * any numbers): `readSearchFilter` (zod) is the check, and a refused filter is BAD_USER_INPUT.
 * A search that failed keeps the API's contract: total -1 for the list, no markers for the map.
 */
export const searchResolvers: Resolvers = {
  Query: {
    listingSearchByFilter: (_, { filter: input }, ctx) =>
      resolveOrThrow(async () => {
        const read = readSearchFilter(withoutNulls(input));
        if (!read.ok) return read;
        const found = await searchByFilter(ctx, read.filter);
        if (found.ok) return found.search;
        return found.code === "UNAVAILABLE" ? failedSearchResult(read.filter) : found;
      }),
    mapMarkers: (_, { filter: input }, ctx) =>
      resolveOrThrow(async () => {
        const read = readSearchFilter(withoutNulls(input));
        if (!read.ok) return read;
        const found = await mapMarkersByFilter(ctx, read.filter);
        if (found.ok) return found.markers;
        return found.code === "UNAVAILABLE" ? [] : found;
      }),
  },
};
