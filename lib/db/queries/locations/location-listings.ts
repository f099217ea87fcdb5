import { and, count, desc, eq, gte, lte } from "drizzle-orm";
import type { Database } from "../../database";
import { listings, locationBoundaries } from "../../schema";
import type { StatusType } from "../listings/listings";

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

/**
 * The agents with the most sales in a suburb since a time, most first (ties: lower id), with their
 * count. `listings_search_suburb_idx` narrows to the suburb's sales and their dates; one suburb's
 * year of sales is at most a few hundred rows, and pages read this through the location cache.
 */
export async function findTopSellingAgents(
  db: Database,
  params: { suburbId: number; soldSince: number; take: number },
): Promise<{ agentId: number; sold: number }[]> {
  const sold = count();
  return db
    .select({ agentId: listings.agentId, sold })
    .from(listings)
    .where(
      and(
        eq(listings.suburbId, params.suburbId),
        eq(listings.statusType, "sold"),
        gte(listings.soldAt, params.soldSince),
      ),
    )
    .groupBy(listings.agentId)
    .orderBy(desc(sold), listings.agentId)
    .limit(params.take);
}

/** Suburbs whose boundary's bounding box holds the point, with their boundary (WKT). */
export async function findBoundariesAround(
  db: Database,
  point: { latitude: number; longitude: number },
): Promise<{ locationId: number; wellKnownText: string }[]> {
  return db
    .select({ locationId: locationBoundaries.locationId, wellKnownText: locationBoundaries.wellKnownText })
    .from(locationBoundaries)
    .where(
      and(
        lte(locationBoundaries.minLatitude, point.latitude),
        gte(locationBoundaries.maxLatitude, point.latitude),
        lte(locationBoundaries.minLongitude, point.longitude),
        gte(locationBoundaries.maxLongitude, point.longitude),
      ),
    );
}
