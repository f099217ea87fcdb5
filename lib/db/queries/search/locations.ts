import { and, asc, eq, inArray, lt, or } from "drizzle-orm";
import type { Database } from "../../database";
import { locationBoundaries, locationNeighbours, locations } from "../../schema";
import type { LocationRow } from "../locations/locations";

/** Lookups the search service needs to turn a filter's places into listing conditions. */

/**
 * Suburb ids inside regions (SA4) and areas (SA3). A suburb's parent is its area and an area's
 * parent is its region, so both walk `locations_parent_idx` (region → areas → suburbs).
 */
export async function getSuburbIdsWithin(
  db: Database,
  within: { regionIds: readonly number[]; areaIds: readonly number[] },
): Promise<number[]> {
  const parents = [
    ...(within.areaIds.length > 0 ? [inArray(locations.parentId, [...within.areaIds])] : []),
    ...(within.regionIds.length > 0
      ? [
          inArray(
            locations.parentId,
            db
              .select({ id: locations.id })
              .from(locations)
              .where(and(inArray(locations.parentId, [...within.regionIds]), eq(locations.type, "area"))),
          ),
        ]
      : []),
  ];
  if (parents.length === 0) return [];
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(or(...parents), eq(locations.type, "suburb")));
  return rows.map((row) => row.id);
}

/** The `take` nearest suburbs of each suburb (rank 0 is the nearest), nearest first. */
export async function getNearestNeighbours(
  db: Database,
  suburbIds: readonly number[],
  take: number,
): Promise<{ locationId: number; neighbourId: number; rank: number }[]> {
  if (suburbIds.length === 0 || take <= 0) return [];
  return db
    .select({
      locationId: locationNeighbours.locationId,
      neighbourId: locationNeighbours.neighbourId,
      rank: locationNeighbours.rank,
    })
    .from(locationNeighbours)
    .where(and(inArray(locationNeighbours.locationId, [...suburbIds]), lt(locationNeighbours.rank, take)))
    .orderBy(asc(locationNeighbours.rank), asc(locationNeighbours.locationId));
}

export async function getBoundaryTexts(db: Database, locationIds: readonly number[]): Promise<Map<number, string>> {
  if (locationIds.length === 0) return new Map();
  const rows = await db
    .select({ locationId: locationBoundaries.locationId, wellKnownText: locationBoundaries.wellKnownText })
    .from(locationBoundaries)
    .where(inArray(locationBoundaries.locationId, [...locationIds]));
  return new Map(rows.map((row) => [row.locationId, row.wellKnownText]));
}

export type { LocationRow };
