/**
 * Streets: each suburb gets a fixed, deterministic handful of street names (more for busier
 * suburbs), so listing i always lands on the same street whatever the total count. Only streets
 * that received a listing are written as `street` locations.
 */
import { createRandom, seedOf } from "@/lib/media/prng";
import { SEED, STREET_ID_BASE, STREET_ID_STRIDE, SUBURB_ID_OFFSET } from "./config";
import { kmToDegrees } from "./geo";
import type { LocationInsert, Suburb } from "./hierarchy";
import { searchNameOf, slugify } from "./text";

/** Names Australian streets are commonly given: monarchs, explorers, trees, early settlers. */
const STREET_NAMES = [
  "George",
  "King",
  "Queen",
  "Victoria",
  "Albert",
  "Elizabeth",
  "William",
  "Church",
  "High",
  "Station",
  "Railway",
  "Park",
  "Bridge",
  "Market",
  "Mill",
  "School",
  "Hill",
  "Beach",
  "Ocean",
  "Bay",
  "River",
  "Creek",
  "Lake",
  "Forest",
  "Wattle",
  "Banksia",
  "Acacia",
  "Jacaranda",
  "Grevillea",
  "Waratah",
  "Bottlebrush",
  "Ironbark",
  "Myrtle",
  "Boronia",
  "Kurrajong",
  "Lilly Pilly",
  "Melaleuca",
  "Casuarina",
  "Tea Tree",
  "Cedar",
  "Oak",
  "Elm",
  "Poplar",
  "Willow",
  "Pine",
  "Macquarie",
  "Flinders",
  "Hume",
  "Sturt",
  "Oxley",
  "Lawson",
  "Wentworth",
  "Blaxland",
  "Leichhardt",
  "Mitchell",
  "Cook",
  "Banks",
  "Phillip",
  "Hunter",
  "Bligh",
  "Darling",
  "Bourke",
  "Gipps",
  "Hotham",
  "La Trobe",
  "Collins",
  "Lonsdale",
  "Swanston",
  "Russell",
  "Spring",
  "Lygon",
  "Rathdowne",
  "Nicholson",
  "Brunswick",
  "Smith",
  "Johnston",
  "Gertrude",
  "Argyle",
  "Kent",
  "Sussex",
  "Clarence",
  "Pitt",
  "Castlereagh",
  "Harris",
  "Bulwara",
  "Crown",
  "Palmer",
  "Stanley",
  "Grey",
  "Wickham",
  "Ann",
  "Adelaide",
  "Charlotte",
  "Margaret",
  "Alice",
  "Mary",
  "Edward",
  "Arthur",
  "Hay",
  "Murray",
  "Wellington",
  "Barrack",
  "Pulteney",
  "Rundle",
  "Grenfell",
  "Waymouth",
  "Franklin",
  "Gawler",
  "Hindley",
  "Liverpool",
  "Elizabeth Bay",
  "Salamanca",
  "Sandy Bay",
  "Davey",
  "Macleay",
  "Cavendish",
  "Spencer",
  "Burke",
  "Wills",
  "Kennedy",
  "Forrest",
  "Stirling",
  "Hobson",
  "Dalgety",
  "Ashton",
  "Kingsley",
  "Carrington",
  "Beaconsfield",
  "Belmore",
  "Raglan",
  "Ormond",
  "Glenferrie",
  "Power",
  "Burwood",
  "Canterbury",
  "Riversdale",
  "Whitehorse",
  "Mountain View",
  "Hillcrest",
  "Seaview",
  "Bellevue",
  "Fairview",
  "Grandview",
  "Sunnyside",
  "Greenhill",
  "Rosella",
  "Kookaburra",
  "Lyrebird",
  "Currawong",
  "Magpie",
  "Wren",
  "Heron",
  "Pelican",
  "Osprey",
  "Jabiru",
] as const;

const STREET_TYPES = [
  ["Street", 40],
  ["Road", 16],
  ["Avenue", 12],
  ["Crescent", 6],
  ["Court", 5],
  ["Place", 5],
  ["Drive", 5],
  ["Close", 3],
  ["Parade", 3],
  ["Terrace", 2],
  ["Lane", 2],
  ["Way", 2],
  ["Grove", 2],
  ["Circuit", 1],
  ["Esplanade", 1],
] as const;
const STREET_TYPE_TOTAL = STREET_TYPES.reduce((sum, [, weight]) => sum + weight, 0);

export interface StreetSlot {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** How many streets a suburb has in the data set: 3 for a hamlet, up to 19 for a busy suburb. */
export function streetCountOf(popularity: number): number {
  return Math.min(STREET_ID_STRIDE - 1, Math.max(3, Math.round(3 + Math.log2(Math.max(1, popularity)) * 1.6)));
}

/** The streets of a suburb, spread within `radiusKm` of its centroid. Pure: same suburb, same streets. */
export function streetsOf(suburb: Suburb, radiusKm: number): StreetSlot[] {
  const rng = createRandom(seedOf(SEED, suburb.id, 7));
  const count = streetCountOf(suburb.popularity);
  const names = new Set<string>();
  const streets: StreetSlot[] = [];
  const spread = kmToDegrees(radiusKm, suburb.latitude);
  while (streets.length < count) {
    let u = rng.next() * STREET_TYPE_TOTAL;
    let type: string = STREET_TYPES[0][0];
    for (const [candidate, weight] of STREET_TYPES) {
      if ((u -= weight) < 0) {
        type = candidate;
        break;
      }
    }
    const name = `${rng.pick(STREET_NAMES)} ${type}`;
    if (names.has(name)) continue;
    names.add(name);
    const angle = rng.next() * 2 * Math.PI;
    const distance = Math.sqrt(rng.next());
    streets.push({
      id: STREET_ID_BASE + (suburb.id - SUBURB_ID_OFFSET) * STREET_ID_STRIDE + streets.length,
      name,
      latitude: suburb.latitude + Math.sin(angle) * distance * spread.lat,
      longitude: suburb.longitude + Math.cos(angle) * distance * spread.lng,
    });
  }
  return streets;
}

export function streetRow(street: StreetSlot, suburb: Suburb, listingCount: number): LocationInsert {
  const streetSlug = slugify(street.name);
  return {
    id: street.id,
    type: "street",
    name: street.name,
    searchName: searchNameOf(street.name),
    slug: `${streetSlug}-${suburb.slug}`,
    uniqueUri: `${suburb.uniqueUri}/${streetSlug}`,
    stateCode: suburb.stateCode,
    postcode: suburb.postcode,
    latitude: round6(street.latitude),
    longitude: round6(street.longitude),
    parentId: suburb.id,
    stateId: suburb.stateId,
    regionId: suburb.regionId,
    areaId: suburb.areaId,
    suburbId: suburb.id,
    council: suburb.council,
    popularity: listingCount,
    listingCount,
  };
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
