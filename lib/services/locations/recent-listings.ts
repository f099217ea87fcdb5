import { z } from "zod";
import { findRecentLocationListingIds } from "../../db/queries/locations/location-listings";
import type { StatusType } from "../../db/queries/listings/listings";
import type { ServiceContext } from "../context";
import { toListings } from "../listings/related-listings";
import type { Listing } from "../listings/listing";
import { badInput, type Result } from "../result";
import { cachedList } from "./cached-location-rows";
import type { Location } from "./location";

/** How many a suburb or street page lists of each kind by default, and at most. */
export const RECENT_LISTINGS_TAKE = 10;
export const MAX_RECENT_LISTINGS = 24;

const takeSchema = z
  .number()
  .int("take must be a whole number.")
  .min(1, "take must be at least 1.")
  .max(MAX_RECENT_LISTINGS, `take is at most ${MAX_RECENT_LISTINGS}.`)
  .default(RECENT_LISTINGS_TAKE);

/** A suburb is its own place; a street's listings are its suburb's on that street (same name). */
function scopeOf(location: Location): { suburbId: number; streetName?: string } | undefined {
  if (location.type === "suburb") return { suburbId: location.id };
  const suburbId = location.hierarchyIds.at(-1);
  if (location.type === "street" && suburbId !== undefined) return { suburbId, streetName: location.name };
  return undefined;
}

/**
 * A suburb's or street's listings of one status, most recent first: what sold or leased there
 * lately (the sales history), or what is for sale or for rent now. Larger places have none. The
 * ids go through the location cache (10 minutes); the listings are the usual ones, so their price
 * is the published text and a withheld sold price stays withheld (lib/listings/disclosed-price.ts).
 */
export async function getRecentListings(
  ctx: ServiceContext,
  location: Location,
  statusType: StatusType,
  rawTake?: number,
): Promise<Result<{ listings: Listing[] }>> {
  const take = takeSchema.safeParse(rawTake ?? undefined);
  if (!take.success) return badInput(take.error, take.error.issues[0]?.message);
  const scope = scopeOf(location);
  if (!scope) return { ok: true, listings: [] };
  const ids = await cachedList(ctx, "location-listings", `${location.id}:${statusType}:${take.data}`, () =>
    findRecentLocationListingIds(ctx.db, { ...scope, statusType, take: take.data }),
  );
  const rows = await ctx.loaders.listing.loadMany(ids);
  return {
    ok: true,
    listings: await toListings(
      ctx,
      rows.flatMap((row) => (row && !(row instanceof Error) ? [row] : [])),
    ),
  };
}
