import type { StatusType } from "@/lib/db/queries/listings/listings";
import type { Listing } from "@/lib/services/listings/listing";
import type { ServiceContext } from "@/lib/services/context";
import type { Location } from "@/lib/services/locations/location";
import { getRecentListings } from "@/lib/services/locations/recent-listings";

/**
 * A suburb's or street's listings of one status for its tables. The page's own take is always
 * one the service accepts, so a refusal is a bug and is thrown as one.
 */
export async function recentListings(
  ctx: ServiceContext,
  location: Location,
  status: StatusType,
  take: number,
): Promise<Listing[]> {
  const result = await getRecentListings(ctx, location, status, take);
  if (!result.ok) throw new Error(result.message);
  return result.listings;
}
