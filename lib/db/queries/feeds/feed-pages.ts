import { inArray, eq } from "drizzle-orm";
import type { Database } from "../../database";
import { listingRemovals, listings, locations } from "../../schema";
import { inChunks } from "../in-chunks";

/**
 * The suburb (its slug) and status of each of these listings, whether it is still on the site or
 * was just taken down (listing_removals keeps both): which search pages a feed change touches.
 */
export async function placesOfListings(
  db: Database,
  listingIds: readonly number[],
): Promise<{ slug: string; status: "buy" | "rent" | "sold" | "leased" }[]> {
  const live = await inChunks(listingIds, (ids) =>
    db
      .select({ slug: locations.slug, status: listings.statusType })
      .from(listings)
      .innerJoin(locations, eq(locations.id, listings.suburbId))
      .where(inArray(listings.id, ids)),
  );
  const removed = await inChunks(listingIds, (ids) =>
    db
      .select({ slug: locations.slug, status: listingRemovals.statusType })
      .from(listingRemovals)
      .innerJoin(locations, eq(locations.id, listingRemovals.suburbId))
      .where(inArray(listingRemovals.listingId, ids)),
  );
  return [...live, ...removed];
}

/** What a listing's address (its page's path) is made of, for the listings of a run still on the site. */
export async function listingAddressesOf(db: Database, listingIds: readonly number[]) {
  return inChunks(listingIds, (ids) =>
    db
      .select({
        id: listings.id,
        addressHidden: listings.addressHidden,
        streetNumber: listings.streetNumber,
        streetName: listings.streetName,
        stateCode: listings.stateCode,
        postcode: listings.postcode,
        suburbName: locations.name,
      })
      .from(listings)
      .innerJoin(locations, eq(locations.id, listings.suburbId))
      .where(inArray(listings.id, ids)),
  );
}
