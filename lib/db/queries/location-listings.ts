import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../database";
import { listings } from "../schema";
import type { StatusType } from "./listings";

/** What each status is ordered by: when it sold or leased, or when it was listed. */
const NEWEST_FIRST = {
  sold: listings.soldAt,
  leased: listings.leasedAt,
  buy: listings.listedAt,
  rent: listings.listedAt,
} as const;

/**
 * Ids of a suburb's (or one of its streets') listings of one status, most recent first: what sold
 * or leased lately, or what is for sale or rent now. `listings_search_suburb_idx` (suburb, status,
 * …) narrows to the suburb and status; a suburb has at most a few thousand of one status over the
 * two years kept, so ordering them is cheap, and pages read this through the location cache.
 */
export async function findRecentLocationListingIds(
  db: Database,
  params: { suburbId: number; statusType: StatusType; streetName?: string; take: number },
): Promise<number[]> {
  const order = NEWEST_FIRST[params.statusType];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.suburbId, params.suburbId),
        eq(listings.statusType, params.statusType),
        params.streetName === undefined ? undefined : eq(listings.streetName, params.streetName),
      ),
    )
    .orderBy(desc(order), desc(listings.id))
    .limit(params.take);
  return rows.map((row) => row.id);
}
