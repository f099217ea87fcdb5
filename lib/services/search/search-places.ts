import type { LocationRow } from "../../db/queries/locations/locations";
import { getNearestNeighbours, getSuburbIdsWithin } from "../../db/queries/search/locations";
import { boundaryTextsByIds } from "../locations/cached-location-rows";
import type { SearchPlaces } from "../../db/queries/search/query";
import { isCompletedMode } from "../../search/search-mode";
import type { SearchFilter, SearchLocation } from "../../search/filter";
import type { ServiceContext } from "../context";
import { findSearchScope, type SearchScope } from "./search-scope";

/**
 * Surrounding suburbs: at most 4 around one suburb, 3 around each of several. Decision:
 * - one suburb searched: its 4 nearest suburbs are added;
 * - several suburbs: the 3 nearest of each (deduplicated), because the chosen suburbs already
 *   widen the area and 20 suburbs × 4 would drift far from what was asked for;
 * - regions, areas and states are wide already: no neighbours are added for them;
 * - sold and leased searches never add neighbours and report surrounding level -2: recent
 *   sales are read as the price evidence of the suburbs asked for.
 */
export const SURROUNDING_LIMIT_ONE_SUBURB = 4;
export const SURROUNDING_LIMIT_SEVERAL_SUBURBS = 3;
/** Surrounding level reported by sold and leased searches: no neighbours were added. */
export const SURROUNDING_LEVEL_COMPLETED = -2;

export interface ResolvedPlaces {
  /** Undefined when the search is not restricted to places (anywhere, or a map/drawn area). */
  places?: SearchPlaces;
  /** The searched locations with ids, names and boundary WKT (the filter's locationSearchContext). */
  searchLocations: SearchLocation[];
  /** Nearest-neighbour count added per suburb (4 or 3), 0 for none, -2 for sold/leased. */
  surroundingLevel: number;
  surroundingSuburbIds: number[];
  warnings: string[];
}

function toSearchLocation(row: LocationRow, wellKnownText: string | undefined): SearchLocation {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    stateCode: row.stateCode,
    ...(row.postcode ? { postcode: row.postcode } : {}),
    ...(wellKnownText ? { wellKnownText } : {}),
  };
}

function surroundingLimit(filter: SearchFilter, suburbCount: number): number {
  if (filter.context !== "Location" || !filter.locationSearchContext.includeSurroundingSuburbs) return 0;
  if (suburbCount === 0) return 0;
  return suburbCount === 1 ? SURROUNDING_LIMIT_ONE_SUBURB : SURROUNDING_LIMIT_SEVERAL_SUBURBS;
}

/**
 * The places a search runs over: the places its scope found (looked up here when the caller has
 * not; unknown slugs become warnings), regions and areas widened to their suburbs, and surrounding
 * suburbs added by the rules above.
 */
export async function expandSearchPlaces(
  ctx: ServiceContext,
  filter: SearchFilter,
  given?: Pick<SearchScope, "places" | "unknownSlugs">,
): Promise<ResolvedPlaces> {
  const completed = isCompletedMode(filter.searchMode);
  const noPlaces = {
    searchLocations: [],
    surroundingSuburbIds: [],
    surroundingLevel: completed ? SURROUNDING_LEVEL_COMPLETED : 0,
  };
  // Map and drawn areas search by geometry; locations in such a filter only name the area.
  if (
    filter.locationSearchContext.searchLocations.length === 0 ||
    filter.context === "Map" ||
    filter.context === "Draw"
  )
    return { ...noPlaces, warnings: [] };

  const scope = given ?? (await findSearchScope(ctx, filter));
  const found = scope.places;
  const warnings = scope.unknownSlugs.map((slug) => `No location matches "${slug}"; it was left out of the search`);

  const ofType = (type: LocationRow["type"]) => found.filter((row) => row.type === type);
  const suburbs = ofType("suburb");
  const limit = completed ? 0 : surroundingLimit(filter, suburbs.length);
  const [within, neighbours, boundaries] = await Promise.all([
    getSuburbIdsWithin(ctx.db, {
      regionIds: ofType("region").map((r) => r.id),
      areaIds: ofType("area").map((r) => r.id),
    }),
    getNearestNeighbours(
      ctx.db,
      suburbs.map((s) => s.id),
      limit,
    ),
    boundaryTextsByIds(
      ctx,
      found.map((row) => row.id),
    ),
  ]);
  const searched = new Set([...suburbs.map((s) => s.id), ...within]);
  const surroundingSuburbIds = [...new Set(neighbours.map((n) => n.neighbourId))].filter((id) => !searched.has(id));
  const streets = ofType("street").flatMap((street) =>
    street.suburbId == null ? [] : [{ suburbId: street.suburbId, streetName: street.name }],
  );
  return {
    places: {
      suburbIds: [...searched, ...surroundingSuburbIds],
      stateCodes: ofType("state").map((state) => state.stateCode),
      streets,
      ...(surroundingSuburbIds.length > 0 ? { surroundingSuburbIds } : {}),
    },
    searchLocations: found.map((row) => toSearchLocation(row, boundaries.get(row.id))),
    surroundingLevel: completed ? SURROUNDING_LEVEL_COMPLETED : limit,
    surroundingSuburbIds,
    warnings,
  };
}
