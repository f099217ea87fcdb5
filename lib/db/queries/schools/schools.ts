import { and, between, eq, inArray } from "drizzle-orm";
import { STATE_CODES } from "../../../locations/states";
import type { Database } from "../../database";
import { schools } from "../../schema";

export type SchoolRow = typeof schools.$inferSelect;

export interface LatLngBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * Schools inside a box. Every state is listed so `schools_state_latitude_idx` serves it as one
 * latitude range per state (a home near a border has schools across it); distance ordering is the
 * service's job.
 */
export async function findSchoolsInBox(db: Database, box: LatLngBox): Promise<SchoolRow[]> {
  return db
    .select()
    .from(schools)
    .where(
      and(
        inArray(schools.stateCode, [...STATE_CODES]),
        between(schools.latitude, box.south, box.north),
        between(schools.longitude, box.west, box.east),
      ),
    );
}

export async function getSchool(db: Database, id: number): Promise<SchoolRow | undefined> {
  const rows = await db.select().from(schools).where(eq(schools.id, id)).limit(1);
  return rows[0];
}
