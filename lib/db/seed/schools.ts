/**
 * A schools data set for "schools near this home": primary, secondary and combined schools,
 * government and private, placed in real suburbs. Not real schools (names are built from the
 * suburb), but plausible in number (~9,000, like Australia's ~9,600) and in where they are:
 * busier suburbs have more, remote localities share one school with their neighbours.
 * Deterministic: one seeded stream per suburb, ids from the suburb id and a slot number. Localities
 * nobody lives in have none.
 */
import { isResidentialLocality } from "@/lib/locations/residential-localities";
import type { StateCode } from "@/lib/locations/states";
import { createRandom, seedOf } from "@/lib/media/prng";
import { SEED } from "./config";
import { kmToDegrees } from "./geo";
import type { Suburb } from "./hierarchy";

export interface SchoolRow {
  id: number;
  name: string;
  level: "primary" | "secondary" | "combined";
  sector: "government" | "private";
  yearRange: string;
  gender: "coed" | "boys" | "girls";
  enrolments: number;
  suburbId: number;
  stateCode: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

export const SCHOOL_COLUMNS = [
  ["id", "id"],
  ["name", "name"],
  ["level", "level"],
  ["sector", "sector"],
  ["year_range", "yearRange"],
  ["gender", "gender"],
  ["enrolments", "enrolments"],
  ["suburb_id", "suburbId"],
  ["state_code", "stateCode"],
  ["postcode", "postcode"],
  ["latitude", "latitude"],
  ["longitude", "longitude"],
] as const satisfies readonly (readonly [string, keyof SchoolRow])[];

/** Secondary schools are called colleges in some states and high schools in others. */
const SECONDARY_NAME: Record<StateCode, string> = {
  ACT: "College",
  NSW: "High School",
  NT: "College",
  QLD: "State High School",
  SA: "High School",
  TAS: "High School",
  VIC: "Secondary College",
  WA: "Senior High School",
};
const PRIMARY_NAME: Partial<Record<StateCode, string>> = { QLD: "State School", WA: "Primary School" };
const SAINTS = [
  "Mary's",
  "Joseph's",
  "Patrick's",
  "Brigid's",
  "Anne's",
  "Michael's",
  "Francis Xavier's",
  "Columba's",
  "Thomas'",
  "Kevin's",
];
const PRIVATE_SECONDARY = [
  "Grammar School",
  "Christian College",
  "Anglican College",
  "Lutheran College",
  "Catholic College",
];

/** How many schools of each kind a suburb gets, by how busy and how remote it is. */
function chances(suburb: Suburb) {
  const busy = Math.min(1, suburb.popularity / 120);
  const remote = suburb.urbanity === "remote" ? 0.35 : suburb.urbanity === "regional" ? 0.75 : 1;
  return {
    governmentPrimary: (0.3 + 0.5 * busy) * remote,
    privatePrimary: (0.06 + 0.3 * busy) * remote,
    governmentSecondary: (0.1 + 0.3 * busy) * remote,
    privateSecondary: (0.03 + 0.25 * busy) * remote,
  };
}

export function* generateSchools(suburbs: readonly Suburb[]): Generator<SchoolRow> {
  for (const suburb of suburbs) {
    // No school in a locality nobody lives in (North Pole VIC 9999, an airport, a campus); each
    // suburb has its own stream and ids, so leaving one out changes no other suburb's schools.
    if (!isResidentialLocality(suburb)) continue;
    const random = createRandom(seedOf(SEED, suburb.id, 0x5c400));
    const odds = chances(suburb);
    const place = (
      slot: number,
      school: Pick<SchoolRow, "name" | "level" | "sector" | "yearRange" | "gender" | "enrolments">,
    ): SchoolRow => {
      // Within about 1.5 km of the suburb's centre.
      const spread = kmToDegrees(1.5, suburb.latitude);
      return {
        id: suburb.id * 8 + slot,
        ...school,
        suburbId: suburb.id,
        stateCode: suburb.stateCode,
        postcode: suburb.postcode,
        latitude: round5(suburb.latitude + random.range(-1, 1) * spread.lat),
        longitude: round5(suburb.longitude + random.range(-1, 1) * spread.lng),
      };
    };
    const primaryYears =
      suburb.stateCode === "WA" || suburb.stateCode === "SA" ? "R-6" : suburb.stateCode === "QLD" ? "P-6" : "K-6";
    if (random.chance(odds.governmentPrimary)) {
      yield place(0, {
        name: `${suburb.name} ${PRIMARY_NAME[suburb.stateCode] ?? "Primary School"}`,
        level: "primary",
        sector: "government",
        yearRange: primaryYears,
        gender: "coed",
        enrolments: random.int(90, 950),
      });
    }
    if (random.chance(odds.privatePrimary)) {
      yield place(1, {
        name: `St ${random.pick(SAINTS)} ${random.chance(0.7) ? "Catholic " : ""}Primary School, ${suburb.name}`,
        level: "primary",
        sector: "private",
        yearRange: primaryYears,
        gender: "coed",
        enrolments: random.int(120, 700),
      });
    }
    if (random.chance(odds.governmentSecondary)) {
      yield place(2, {
        name: `${suburb.name} ${SECONDARY_NAME[suburb.stateCode]}`,
        level: "secondary",
        sector: "government",
        yearRange: "7-12",
        gender: random.chance(0.06) ? random.pick(["boys", "girls"] as const) : "coed",
        enrolments: random.int(300, 2100),
      });
    }
    if (random.chance(odds.privateSecondary)) {
      const combined = random.chance(0.45);
      yield place(3, {
        name: `${suburb.name} ${random.pick(PRIVATE_SECONDARY)}`,
        level: combined ? "combined" : "secondary",
        sector: "private",
        yearRange: combined ? "K-12" : "7-12",
        gender: random.chance(0.18) ? random.pick(["boys", "girls"] as const) : "coed",
        enrolments: random.int(250, 1900),
      });
    }
  }
}

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}
