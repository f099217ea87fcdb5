import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { locationBoundaries, locations } from "../../schema";

export type LocationRow = typeof locations.$inferSelect;

export async function getLocationsByIds(db: Database, ids: readonly number[]): Promise<LocationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(locations)
    .where(inArray(locations.id, [...ids]));
}

export async function getLocationBySlug(db: Database, slug: string): Promise<LocationRow | undefined> {
  const rows = await db.select().from(locations).where(eq(locations.slug, slug)).limit(1);
  return rows[0];
}

export async function getLocationsBySlugs(db: Database, slugs: readonly string[]): Promise<LocationRow[]> {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(locations)
    .where(inArray(locations.slug, [...slugs]));
}

export interface LocationPrefixQuery {
  /** Lower-cased name prefix (already normalised like `search_name`). */
  namePrefix?: string;
  postcodePrefix?: string;
  stateCode?: string;
  types: readonly LocationRow["type"][];
  take: number;
}

/**
 * Autocomplete candidates. The name prefix is a range scan on `locations_search_name_idx`
 * (`>= prefix AND < prefix-with-last-char-bumped`), which SQLite serves from the index where a
 * LIKE would not be (LIKE is case-insensitive and cannot use a BINARY index).
 */
export async function findLocationsByPrefix(db: Database, query: LocationPrefixQuery): Promise<LocationRow[]> {
  const conditions = [inArray(locations.type, [...query.types])];
  if (query.namePrefix) {
    conditions.push(
      gte(locations.searchName, query.namePrefix),
      lt(locations.searchName, nextPrefix(query.namePrefix)),
    );
  }
  if (query.postcodePrefix) {
    conditions.push(
      gte(locations.postcode, query.postcodePrefix),
      lt(locations.postcode, nextPrefix(query.postcodePrefix)),
    );
  }
  if (query.stateCode) conditions.push(eq(locations.stateCode, query.stateCode));
  return (
    db
      .select()
      .from(locations)
      .where(and(...conditions))
      // Exact name first ("Bondi" before "Bondi Beach"), then the busier market.
      .orderBy(
        query.namePrefix ? sql`${locations.searchName} = ${query.namePrefix} DESC` : asc(locations.id),
        desc(locations.popularity),
        asc(locations.searchName),
      )
      .limit(query.take)
  );
}

/** The smallest string greater than every string starting with `prefix`. */
export function nextPrefix(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

export async function getBoundary(db: Database, locationId: number) {
  const rows = await db.select().from(locationBoundaries).where(eq(locationBoundaries.locationId, locationId)).limit(1);
  return rows[0];
}

export async function findPopularSuburbs(
  db: Database,
  stateCode: string | undefined,
  take: number,
): Promise<LocationRow[]> {
  const where = stateCode
    ? and(eq(locations.type, "suburb"), eq(locations.stateCode, stateCode))
    : eq(locations.type, "suburb");
  return db.select().from(locations).where(where).orderBy(desc(locations.popularity), asc(locations.name)).limit(take);
}
