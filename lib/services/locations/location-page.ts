import type { ServiceContext } from "../context";
import { fail, type Result } from "../result";
import { getLocation, getLocationsByIds } from "./get-location";
import type { Location } from "./location";
import { getListingCounts, type ListingCounts } from "./location-places";
import { locationSearchUrl } from "./location-search-url";

/**
 * What a location's page shows before its sections stream in: the place, its ancestors for the
 * breadcrumbs (state down to the parent), its results pages and, for a suburb, its counts of homes.
 */
export interface LocationPage extends Location {
  hierarchy: Location[];
  buyUrl: string;
  rentUrl: string;
  soldUrl: string;
  /** Suburbs only; null for other places. */
  listingCounts: ListingCounts | null;
}

/** A place's page by slug or numeric id; NOT_FOUND when no place has it. */
export async function getLocationPage(
  ctx: ServiceContext,
  identifier: string,
): Promise<Result<{ location: LocationPage }>> {
  const location = await getLocation(ctx, identifier);
  if (!location) return fail("NOT_FOUND", "There is no place at this address.");
  const [hierarchy, listingCounts] = await Promise.all([
    getLocationsByIds(ctx, location.hierarchyIds),
    getListingCounts(ctx, location),
  ]);
  return {
    ok: true,
    location: {
      ...location,
      hierarchy,
      buyUrl: locationSearchUrl("Buy", location.slug),
      rentUrl: locationSearchUrl("Rent", location.slug),
      soldUrl: locationSearchUrl("Sold", location.slug),
      listingCounts,
    },
  };
}
