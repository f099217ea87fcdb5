import DataLoader from "dataloader";
import { D1_MAX_BOUND_PARAMETERS } from "../db/queries/in-chunks";
import type { Database } from "../db/database";
import { getLocationsByIds, type LocationRow } from "../db/queries/locations/locations";
import {
  getListingsByIds,
  getMediaForListings,
  getInspectionsForListings,
  type ListingRow,
  type ListingMediaRow,
  type InspectionRow,
} from "../db/queries/listings/listings";
import {
  getAgentsByIds,
  getCompaniesByIds,
  getOfficesByIds,
  type AgentRow,
  type CompanyRow,
  type OfficeRow,
} from "../db/queries/agents/agents";

/** Returns a batch function that answers keys in order from rows keyed by `keyOf`. */
function byKey<K, Row>(load: (keys: readonly K[]) => Promise<Row[]>, keyOf: (row: Row) => K) {
  return async (keys: readonly K[]): Promise<(Row | null)[]> => {
    const rows = await load(keys);
    const map = new Map(rows.map((row) => [keyOf(row), row]));
    return keys.map((key) => map.get(key) ?? null);
  };
}

/** Returns a batch function that groups child rows under each key, in query order. */
function groupedBy<K, Row>(load: (keys: readonly K[]) => Promise<Row[]>, keyOf: (row: Row) => K) {
  return async (keys: readonly K[]): Promise<Row[][]> => {
    const rows = await load(keys);
    const groups = new Map<K, Row[]>(keys.map((key) => [key, []]));
    for (const row of rows) groups.get(keyOf(row))?.push(row);
    return keys.map((key) => groups.get(key) ?? []);
  };
}

/** No batch may ask for more ids than one D1 statement can bind. */
const batch = { maxBatchSize: D1_MAX_BOUND_PARAMETERS - 10 };

/**
 * Per-request DataLoaders: a results page of 25 cards costs one query per related table, not 25.
 * Created per request (never shared) so no member ever sees another request's cached rows.
 */
export function createLoaders(db: Database, now: number) {
  return {
    location: new DataLoader<number, LocationRow | null>(
      byKey(
        (ids) => getLocationsByIds(db, ids),
        (r) => r.id,
      ),
      batch,
    ),
    listing: new DataLoader<number, ListingRow | null>(
      byKey(
        (ids) => getListingsByIds(db, ids),
        (r) => r.id,
      ),
      batch,
    ),
    agent: new DataLoader<number, AgentRow | null>(
      byKey(
        (ids) => getAgentsByIds(db, ids),
        (r) => r.id,
      ),
      batch,
    ),
    office: new DataLoader<number, OfficeRow | null>(
      byKey(
        (ids) => getOfficesByIds(db, ids),
        (r) => r.id,
      ),
      batch,
    ),
    company: new DataLoader<number, CompanyRow | null>(
      byKey(
        (ids) => getCompaniesByIds(db, ids),
        (r) => r.id,
      ),
      batch,
    ),
    listingMedia: new DataLoader<number, ListingMediaRow[]>(
      groupedBy(
        (ids) => getMediaForListings(db, ids),
        (r) => r.listingId,
      ),
      batch,
    ),
    listingInspections: new DataLoader<number, InspectionRow[]>(
      groupedBy(
        (ids) => getInspectionsForListings(db, ids, now),
        (r) => r.listingId,
      ),
      batch,
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
