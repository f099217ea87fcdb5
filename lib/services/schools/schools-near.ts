import { z } from "zod";
import { findSchoolsInBox, type SchoolRow } from "../../db/queries/schools/schools";
import { haversineKm } from "../../db/seed/geo";
import type { ServiceContext } from "../context";

/** Schools near a listing, take 20 by default. */
export const DEFAULT_SCHOOLS_TAKE = 20;
export const MAX_SCHOOLS_TAKE = 50;
/** Search radii tried in turn until enough schools are found (a country town may need 40 km). */
const RADII_KM = [3, 8, 20, 40] as const;

export interface School {
  id: number;
  name: string;
  level: SchoolRow["level"];
  sector: SchoolRow["sector"];
  yearRange: string;
  gender: SchoolRow["gender"];
  enrolments: number;
  suburbId: number;
  /** Straight-line distance from the listing, km, one decimal. */
  distanceKm: number;
}

const input = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  take: z.number().int().min(1).max(MAX_SCHOOLS_TAKE).default(DEFAULT_SCHOOLS_TAKE),
});

/** The nearest schools to a point, nearest first. */
export async function getSchoolsNear(ctx: ServiceContext, raw: z.input<typeof input>): Promise<School[]> {
  const { latitude, longitude, take } = input.parse(raw);
  let found: School[] = [];
  for (const radius of RADII_KM) {
    const dLat = radius / 111.32;
    const dLng = radius / (111.32 * Math.cos((latitude * Math.PI) / 180));
    const rows = await findSchoolsInBox(ctx.db, {
      south: latitude - dLat,
      north: latitude + dLat,
      west: longitude - dLng,
      east: longitude + dLng,
    });
    found = rows
      .map((row) => toSchool(row, haversineKm(latitude, longitude, row.latitude, row.longitude)))
      // The box's corners reach beyond the radius; only the circle is "within" it.
      .filter((school) => school.distanceKm <= radius);
    if (found.length >= take) break;
  }
  return found.sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id).slice(0, take);
}

function toSchool(row: SchoolRow, distanceKm: number): School {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    sector: row.sector,
    yearRange: row.yearRange,
    gender: row.gender,
    enrolments: row.enrolments,
    suburbId: row.suburbId,
    distanceKm: Math.round(distanceKm * 10) / 10,
  };
}
