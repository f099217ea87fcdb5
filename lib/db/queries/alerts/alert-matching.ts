import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database";
import { MAX_ROOM_COUNT } from "../../../search/limits";

/** What matching reads of a listing: its mode, price, rooms, type and every place it lies in. */
export interface ListingToMatch {
  id: number;
  statusType: string;
  /** Suburb, area, region and state ids, and the street's when the street is a known location. */
  placeIds: number[];
  price: number | null;
  propertyType: number;
  bedrooms: number;
  bathrooms: number;
  carSpaces: number;
}

/** The listing's values as SQL: bound parameters for one listing, column references for a batch. */
interface ListingTerms {
  price: SQL;
  propertyType: SQL;
  bedrooms: SQL;
  bathrooms: SQL;
  carSpaces: SQL;
}

const room = (mask: string, min: string, count: SQL) =>
  sql`((al.${sql.raw(mask)} = 0 AND al.${sql.raw(min)} IS NULL) OR ((al.${sql.raw(mask)} >> ${count}) & 1) = 1 OR al.${sql.raw(min)} <= ${count})`;

/**
 * The rule of lib/alerts/alert-match.ts over an alert_locations row `al` (which repeats its alert's
 * match columns, so no lookup of `alerts` is needed). Room counts arrive already capped.
 */
function fitsAlertRow(listing: ListingTerms): SQL {
  return sql`(al.price_min IS NULL OR al.price_min <= ${listing.price})
      AND (al.price_max IS NULL OR al.price_max >= ${listing.price})
      AND (al.property_type_mask = 0 OR ((al.property_type_mask >> ${listing.propertyType}) & 1) = 1)
      AND ${room("bedrooms_mask", "bedrooms_min", listing.bedrooms)}
      AND ${room("bathrooms_mask", "bathrooms_min", listing.bathrooms)}
      AND ${room("car_spaces_mask", "car_spaces_min", listing.carSpaces)}`;
}

const cappedCount = (value: number) => Math.min(Math.trunc(value), MAX_ROOM_COUNT);
const cappedColumn = (column: string) => sql.raw(`min(CAST(l.${column} AS INTEGER), ${MAX_ROOM_COUNT})`);
const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The alerts a listing fits. The way in is alert_locations' clustered key, (location, mode), for
 * the listing's few places and all-of-Australia (0); each row found is tested on the columns it
 * carries. No scan of alerts, whatever their number, and no visit to the alerts table.
 */
export async function alertsFittingListing(db: Database, listing: ListingToMatch): Promise<string[]> {
  if (listing.statusType !== "buy" && listing.statusType !== "rent") return [];
  // values(): rows as arrays, the same shape from D1 and from the node:sqlite proxy. No DISTINCT:
  // only an alert following two of the listing's places (a suburb and its area) repeats, and the
  // Set below drops that more cheaply than SQLite's temporary B-tree (2 of 3 ms in the busiest
  // suburb of the bench).
  const rows = await db.values<[string]>(sql`
    SELECT al.alert_id FROM alert_locations al
    WHERE al.location_id IN (${idList([0, ...listing.placeIds])}) AND al.mode = ${listing.statusType}
      AND ${fitsAlertRow({
        price: sql`${listing.price}`,
        propertyType: sql`${listing.propertyType}`,
        bedrooms: sql`${cappedCount(listing.bedrooms)}`,
        bathrooms: sql`${cappedCount(listing.bathrooms)}`,
        carSpaces: sql`${cappedCount(listing.carSpaces)}`,
      })}`);
  return [...new Set(rows.map(([id]) => id))];
}

/**
 * The listing's street as a location, when it is one: found among its suburb's children (fewer
 * than 20, by the parent index) by name. A street alert follows that location id.
 */
const STREET_OF_LISTING = sql.raw(
  "LEFT JOIN locations st ON st.parent_id = l.suburb_id AND st.type = 'street' AND st.name = l.street_name",
);

/**
 * Records every listing of the batch as new for every alert it fits, in one INSERT … SELECT (the
 * database joins listings to the matching index; nothing travels row by row). INSERT OR IGNORE:
 * a repeat of the same batch adds nothing, and so does an alert reached through two of a listing's
 * places (no DISTINCT needed). Returns the alerts that got a new marker.
 */
export async function markListingsForFittingAlerts(
  db: Database,
  listingIds: readonly number[],
  at: number,
): Promise<string[]> {
  if (listingIds.length === 0) return [];
  const rows = await db.values<[string]>(sql`
    INSERT OR IGNORE INTO alert_new_listings (alert_id, listing_id, matched_at)
    SELECT al.alert_id, l.id, ${at}
    FROM listings l
    LEFT JOIN locations s ON s.id = l.suburb_id
    ${STREET_OF_LISTING}
    JOIN alert_locations al ON al.mode = l.status_type
      AND al.location_id IN (0, l.suburb_id, s.area_id, s.region_id, s.state_id, st.id)
    WHERE l.id IN (${idList(listingIds)}) AND l.status_type IN ('buy', 'rent')
      AND ${fitsAlertRow({
        price: sql`l.price`,
        propertyType: sql`l.property_type`,
        bedrooms: cappedColumn("bedrooms"),
        bathrooms: cappedColumn("bathrooms"),
        carSpaces: cappedColumn("car_spaces"),
      })}
    RETURNING alert_id`);
  return [...new Set(rows.map(([id]) => id))];
}

/** Listings with the places they lie in, for the matcher (one statement for a batch of ids). */
export async function listingsToMatch(db: Database, ids: readonly number[]): Promise<ListingToMatch[]> {
  if (ids.length === 0) return [];
  const rows = await db.values<
    [
      number,
      string,
      number | null,
      number,
      number,
      number,
      number,
      number,
      number | null,
      number | null,
      number | null,
      number | null,
    ]
  >(sql`
    SELECT l.id, l.status_type, l.price, l.property_type, l.bedrooms, l.bathrooms, l.car_spaces,
           l.suburb_id, s.area_id, s.region_id, s.state_id,
           st.id
    FROM listings l LEFT JOIN locations s ON s.id = l.suburb_id ${STREET_OF_LISTING}
    WHERE l.id IN (${idList(ids)})`);
  return rows.map(
    ([id, statusType, price, propertyType, bedrooms, bathrooms, carSpaces, suburb, area, region, state, street]) => ({
      id,
      statusType,
      price,
      propertyType,
      bedrooms,
      bathrooms,
      carSpaces,
      placeIds: [suburb, area, region, state, street].filter((place): place is number => place !== null),
    }),
  );
}
