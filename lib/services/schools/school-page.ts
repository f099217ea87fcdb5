import { getSchool, type SchoolRow } from "../../db/queries/schools/schools";
import { haversineKm } from "../../locations/cbd";
import type { ServiceContext } from "../context";
import { getLocationsByIds } from "../locations/get-location";
import { getNearbyOfLocation } from "../locations/location-places";
import type { Location } from "../locations/location";
import { fail, type Result } from "../result";

/*
 * What a school's page shows about the school: where it is, what it is, and the suburbs it
 * serves. The seed has no catchment boundaries, so "serves" is decided by distance: the school's
 * own suburb, and the neighbouring suburbs whose centre is within the school's reach (a primary
 * school's families live closer than a secondary school's).
 */

/** How far a school draws its families from, straight line to a suburb's centre, km. */
export const SCHOOL_REACH_KM = { primary: 3, secondary: 6, combined: 6 } as const;
/** Neighbours looked at for the suburbs served (the seed keeps 8 per suburb). */
const NEIGHBOURS_LOOKED_AT = 8;

export interface SchoolDetails {
  id: number;
  name: string;
  level: SchoolRow["level"];
  sector: SchoolRow["sector"];
  gender: SchoolRow["gender"];
  yearRange: string;
  enrolments: number;
  latitude: number;
  longitude: number;
  suburb: Location | null;
  /** The suburbs it serves, its own first, then nearest first, each with its distance in km. */
  servedSuburbs: { location: Location; distanceKm: number }[];
}

const NO_SCHOOL = "There is no school at this address.";

/** A school's page by its id; NOT_FOUND when no school has it. */
export async function getSchoolDetails(ctx: ServiceContext, id: number): Promise<Result<{ school: SchoolDetails }>> {
  if (!Number.isSafeInteger(id) || id < 1) return fail("NOT_FOUND", NO_SCHOOL);
  const row = await getSchool(ctx.db, id);
  if (!row) return fail("NOT_FOUND", NO_SCHOOL);
  const [suburb] = await getLocationsByIds(ctx, [row.suburbId]);
  const neighbours = suburb ? await getNearbyOfLocation(ctx, suburb, NEIGHBOURS_LOOKED_AT) : [];
  const reach = SCHOOL_REACH_KM[row.level];
  const distanceTo = (location: Location) =>
    Math.round(haversineKm(row.latitude, row.longitude, location.latLong.latitude, location.latLong.longitude) * 10) /
    10;
  const served = neighbours
    .map((location) => ({ location, distanceKm: distanceTo(location) }))
    .filter((suburbServed) => suburbServed.distanceKm <= reach)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.location.id - b.location.id);
  const school: SchoolDetails = {
    id: row.id,
    name: row.name,
    level: row.level,
    sector: row.sector,
    gender: row.gender,
    yearRange: row.yearRange,
    enrolments: row.enrolments,
    latitude: row.latitude,
    longitude: row.longitude,
    suburb: suburb ?? null,
    servedSuburbs: [...(suburb ? [{ location: suburb, distanceKm: distanceTo(suburb) }] : []), ...served],
  };
  return { ok: true, school };
}
