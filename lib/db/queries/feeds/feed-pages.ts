import { inArray, eq } from "drizzle-orm";
import type { Database } from "../../database";
import { listingRemovals, listings, locations } from "../../schema";
import { inChunks } from "../in-chunks";

/**
 * The suburbs (their slugs) of these listings, whether the listing is still on the site or was
 * just taken down (listing_removals keeps its suburb): the search pages a feed change touches.
 */
export async function suburbSlugsOfListings(db: Database, listingIds: readonly number[]): Promise<string[]> {
  const suburbIds = [
    ...(await inChunks(listingIds, (ids) =>
      db.select({ suburbId: listings.suburbId }).from(listings).where(inArray(listings.id, ids)),
    )),
    ...(await inChunks(listingIds, (ids) =>
      db
        .select({ suburbId: listingRemovals.suburbId })
        .from(listingRemovals)
        .where(inArray(listingRemovals.listingId, ids)),
    )),
  ].map((row) => row.suburbId);
  const slugs = await inChunks([...new Set(suburbIds)], (ids) =>
    db.select({ slug: locations.slug }).from(locations).where(inArray(locations.id, ids)),
  );
  return slugs.map((row) => row.slug).sort();
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
