import { sql } from "drizzle-orm";
import type { Database } from "../database";
import { MAX_ROOM_COUNT } from "../../search/limits";

/** What matching reads of a listing: its mode, price, rooms, type and every place it lies in. */
export interface ListingToMatch {
  id: number;
  statusType: string;
  /** Suburb, area, region and state ids. */
  placeIds: number[];
  price: number | null;
  propertyType: number;
  bedrooms: number;
  bathrooms: number;
  carSpaces: number;
}

const room = (mask: string, min: string, value: number) => {
  const count = Math.min(Math.trunc(value), MAX_ROOM_COUNT);
  return sql`((${sql.raw(mask)} = 0 AND ${sql.raw(min)} IS NULL) OR ((${sql.raw(mask)} >> ${count}) & 1) = 1 OR ${sql.raw(min)} <= ${count})`;
};

/**
 * The alerts a listing fits (the rule of lib/search/alert-match.ts in SQL). The way in is the
 * alert_locations primary key, (location, mode), for the listing's few places and all-of-Australia
 * (0); each alert found is then tested on its integer columns. No scan of alerts, whatever their number.
 */
export async function alertsFittingListing(db: Database, listing: ListingToMatch): Promise<string[]> {
  if (listing.statusType !== "buy" && listing.statusType !== "rent") return [];
  const places = [0, ...listing.placeIds];
  // values(): rows as arrays, the same shape from D1 and from the node:sqlite proxy.
  const rows = await db.values<[string]>(sql`
    SELECT DISTINCT a.id AS id
    FROM alert_locations al JOIN alerts a ON a.id = al.alert_id
    WHERE al.location_id IN (${sql.join(
      places.map((id) => sql`${id}`),
      sql`, `,
    )}) AND al.mode = ${listing.statusType}
      AND (a.price_min IS NULL OR a.price_min <= ${listing.price})
      AND (a.price_max IS NULL OR a.price_max >= ${listing.price})
      AND (a.property_type_mask = 0 OR ((a.property_type_mask >> ${listing.propertyType}) & 1) = 1)
      AND ${room("a.bedrooms_mask", "a.bedrooms_min", listing.bedrooms)}
      AND ${room("a.bathrooms_mask", "a.bathrooms_min", listing.bathrooms)}
      AND ${room("a.car_spaces_mask", "a.car_spaces_min", listing.carSpaces)}`);
  return rows.map(([id]) => id);
}

/** Listings with the places they lie in, for the matcher (one statement for a batch of ids). */
export async function listingsToMatch(db: Database, ids: readonly number[]): Promise<ListingToMatch[]> {
  if (ids.length === 0) return [];
  const rows = await db.values<
    [number, string, number | null, number, number, number, number, number, number | null, number | null, number | null]
  >(sql`
    SELECT l.id, l.status_type, l.price, l.property_type, l.bedrooms, l.bathrooms, l.car_spaces,
           l.suburb_id, s.area_id, s.region_id, s.state_id
    FROM listings l LEFT JOIN locations s ON s.id = l.suburb_id
    WHERE l.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return rows.map(
    ([id, statusType, price, propertyType, bedrooms, bathrooms, carSpaces, suburb, area, region, state]) => ({
      id,
      statusType,
      price,
      propertyType,
      bedrooms,
      bathrooms,
      carSpaces,
      placeIds: [suburb, area, region, state].filter((place): place is number => place !== null),
    }),
  );
}

/** Records the listing as new for these alerts; a second run of the same match adds nothing. */
export async function markNewForAlerts(db: Database, listingId: number, alertIds: readonly string[], at: number) {
  // Three parameters a row, under D1's 100 a statement.
  for (let start = 0; start < alertIds.length; start += 30) {
    await db.run(sql`
      INSERT OR IGNORE INTO alert_new_listings (alert_id, listing_id, matched_at)
      VALUES ${sql.join(
        alertIds.slice(start, start + 30).map((id) => sql`(${id}, ${listingId}, ${at})`),
        sql`, `,
      )}`);
  }
}
