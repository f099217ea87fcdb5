/**
 * The location tree: state (ids 1–8) → region (SA4) → area (SA3) → suburb (delivery locality).
 * Streets hang under suburbs and are built with listings (see streets.ts).
 *
 * Slugs and unique URIs:
 *   state  vic                          /vic
 *   region melbourne-inner-vic          /vic/region/melbourne-inner
 *   area   melbourne-city-vic           /vic/area/melbourne-city
 *   suburb melbourne-vic-3000           /vic/melbourne-3000
 */
import type { locations } from "@/lib/db/schema";
import { STATES, type StateCode } from "@/lib/locations/states";
import { createRandom, seedOf } from "@/lib/media/prng";
import { AREA_ID_BASE, MELBOURNE_SOURCE_ID, REGION_ID_BASE, SEED, STATE_SHARE, SUBURB_ID_OFFSET } from "./config";
import { capitalOf } from "./geo";
import type { Locality, Remoteness } from "./localities";
import { marketOf, type Urbanity } from "./prices";
import { searchNameOf, slugify } from "./text";

export type LocationInsert = typeof locations.$inferInsert;

export interface Suburb {
  /** Position in `Hierarchy.suburbs`. */
  index: number;
  id: number;
  name: string;
  slug: string;
  uniqueUri: string;
  stateCode: StateCode;
  stateId: number;
  regionId: number;
  areaId: number;
  postcode: string;
  latitude: number;
  longitude: number;
  council: string | null;
  remoteness: Remoteness;
  urbanity: Urbanity;
  medianHouse: number;
  /** Listings expected per million (the `popularity` column); shares sum to STATE_SHARE per state. */
  popularity: number;
}

export interface Hierarchy {
  states: LocationInsert[];
  regions: LocationInsert[];
  areas: LocationInsert[];
  suburbs: Suburb[];
}

/** Relative population of one locality by remoteness (a city suburb houses ~50× a remote hamlet). */
const PEOPLE: Record<Remoteness, number> = { major: 60, inner: 12, outer: 4, remote: 1.2, veryRemote: 0.6 };

export function stateIdOf(code: StateCode): number {
  return STATES.findIndex((s) => s.code === code) + 1;
}

export function buildHierarchy(localities: readonly Locality[]): Hierarchy {
  const regionIds = new Map<string, number>();
  const areaIds = new Map<string, number>();
  const regions: LocationInsert[] = [];
  const areas: LocationInsert[] = [];
  const usedSlugs = new Set<string>(STATES.map((s) => s.code.toLowerCase()));

  const sortedGroups = [...localities].sort(
    (a, b) =>
      a.stateCode.localeCompare(b.stateCode) ||
      a.regionName.localeCompare(b.regionName) ||
      a.areaName.localeCompare(b.areaName),
  );
  for (const locality of sortedGroups) {
    const state = locality.stateCode;
    const stateId = stateIdOf(state);
    const regionKey = `${state}|${locality.regionName}`;
    let regionId = regionIds.get(regionKey);
    if (regionId === undefined) {
      regionId = REGION_ID_BASE + regions.length;
      regionIds.set(regionKey, regionId);
      const slug = uniqueSlug(`${slugify(locality.regionName)}-${state.toLowerCase()}`, "region", usedSlugs);
      regions.push(groupRow(regionId, "region", locality.regionName, slug, state, stateId, stateId, { stateId }));
    }
    const areaKey = `${regionKey}|${locality.areaName}`;
    if (!areaIds.has(areaKey)) {
      const areaId = AREA_ID_BASE + areas.length;
      areaIds.set(areaKey, areaId);
      const slug = uniqueSlug(`${slugify(locality.areaName)}-${state.toLowerCase()}`, "area", usedSlugs);
      areas.push(groupRow(areaId, "area", locality.areaName, slug, state, regionId, stateId, { stateId, regionId }));
    }
  }

  const suburbs: Suburb[] = [];
  for (const locality of localities) {
    const slug = `${slugify(locality.name)}-${locality.stateCode.toLowerCase()}-${locality.postcode}`;
    if (usedSlugs.has(slug)) continue; // two spellings that slug the same: keep the first
    usedSlugs.add(slug);
    const regionKey = `${locality.stateCode}|${locality.regionName}`;
    const rng = createRandom(seedOf(SEED, locality.sourceId));
    const market = marketOf(locality, rng);
    suburbs.push({
      index: suburbs.length,
      id: SUBURB_ID_OFFSET + locality.sourceId,
      name: locality.name,
      slug,
      uniqueUri: `/${locality.stateCode.toLowerCase()}/${slugify(locality.name)}-${locality.postcode}`,
      stateCode: locality.stateCode,
      stateId: stateIdOf(locality.stateCode),
      regionId: regionIds.get(regionKey) ?? 0,
      areaId: areaIds.get(`${regionKey}|${locality.areaName}`) ?? 0,
      postcode: locality.postcode,
      latitude: locality.latitude,
      longitude: locality.longitude,
      council: locality.council,
      remoteness: locality.remoteness,
      urbanity: market.urbanity,
      medianHouse: market.medianHouse,
      popularity: peopleOf(locality, market.capitalKm) * Math.exp(0.35 * rng.gauss()),
    });
  }
  normalisePopularity(suburbs);
  assertDefaultLocation(suburbs);

  const states = STATES.map((s, i): LocationInsert => {
    const capital = capitalOf(s.code);
    return {
      id: i + 1,
      type: "state",
      name: s.name,
      searchName: searchNameOf(s.name),
      slug: s.code.toLowerCase(),
      uniqueUri: `/${s.code.toLowerCase()}`,
      stateCode: s.code,
      latitude: capital.latitude,
      longitude: capital.longitude,
      stateId: i + 1,
      popularity: Math.round(STATE_SHARE[s.code] * 1_000_000),
    };
  });
  centreGroups([...regions, ...areas], suburbs);
  return { states, regions, areas, suburbs };
}

/**
 * How busy a locality's market is. Capitals that ABS classes as regional (Hobart, Darwin) are still
 * their state's population centre. Within a capital, density falls with distance from the CBD:
 * the CBD and inner ring are apartment markets with many times the listings of an outer suburb
 * (the CBD postcodes 2000 and 3000 carry hundreds of listings on the real portals).
 */
function peopleOf(locality: Locality, capitalKm: number): number {
  const people = PEOPLE[locality.remoteness];
  const base = locality.remoteness !== "major" && capitalKm < 25 ? people * 4 : people;
  return base * cityDensity(capitalKm);
}

function cityDensity(capitalKm: number): number {
  if (capitalKm < 2) return 14;
  if (capitalKm < 5) return 5;
  if (capitalKm < 10) return 2.5;
  if (capitalKm < 20) return 1.4;
  if (capitalKm < 40) return 1;
  return 0.7;
}

/** Rescale so each state's suburbs sum to its population share, as listings per million. */
function normalisePopularity(suburbs: Suburb[]): void {
  const totals = new Map<StateCode, number>();
  for (const s of suburbs) totals.set(s.stateCode, (totals.get(s.stateCode) ?? 0) + s.popularity);
  for (const s of suburbs) {
    const total = totals.get(s.stateCode) ?? 1;
    s.popularity = Math.max(1, Math.round((s.popularity / total) * STATE_SHARE[s.stateCode] * 1_000_000));
  }
}

function assertDefaultLocation(suburbs: readonly Suburb[]): void {
  const melbourne = suburbs.find((s) => s.id === SUBURB_ID_OFFSET + MELBOURNE_SOURCE_ID);
  if (!melbourne || melbourne.id !== 5_713_470 || melbourne.slug !== "melbourne-vic-3000") {
    throw new Error("seed: Melbourne VIC 3000 must be location 5713470 (the default location)");
  }
}

function uniqueSlug(slug: string, kind: string, used: Set<string>): string {
  const result = used.has(slug) ? `${slug}-${kind}` : slug;
  used.add(result);
  return result;
}

function groupRow(
  id: number,
  type: "region" | "area",
  name: string,
  slug: string,
  state: StateCode,
  parentId: number,
  stateId: number,
  ids: { stateId: number; regionId?: number },
): LocationInsert {
  const bare = slug.slice(0, slug.lastIndexOf(`-${state.toLowerCase()}`));
  return {
    id,
    type,
    name,
    searchName: searchNameOf(name),
    slug,
    uniqueUri: `/${state.toLowerCase()}/${type}/${bare}`,
    stateCode: state,
    latitude: 0,
    longitude: 0,
    parentId,
    stateId,
    regionId: ids.regionId ?? (type === "region" ? id : null),
  };
}

/** Regions and areas sit at the mean of their suburbs, with popularity the sum of theirs. */
function centreGroups(groups: LocationInsert[], suburbs: readonly Suburb[]): void {
  const sums = new Map<number, { lat: number; lng: number; n: number; popularity: number }>();
  for (const s of suburbs) {
    for (const id of [s.regionId, s.areaId]) {
      const sum = sums.get(id) ?? { lat: 0, lng: 0, n: 0, popularity: 0 };
      sum.lat += s.latitude;
      sum.lng += s.longitude;
      sum.n += 1;
      sum.popularity += s.popularity;
      sums.set(id, sum);
    }
  }
  for (const group of groups) {
    const sum = sums.get(group.id ?? 0);
    if (!sum) continue;
    group.latitude = sum.lat / sum.n;
    group.longitude = sum.lng / sum.n;
    group.popularity = sum.popularity;
  }
}

/** The `locations` row of a suburb; medians and counts are filled in after listings exist. */
export function suburbRow(s: Suburb): LocationInsert {
  return {
    id: s.id,
    type: "suburb",
    name: s.name,
    searchName: searchNameOf(s.name),
    slug: s.slug,
    uniqueUri: s.uniqueUri,
    stateCode: s.stateCode,
    postcode: s.postcode,
    latitude: s.latitude,
    longitude: s.longitude,
    parentId: s.areaId,
    stateId: s.stateId,
    regionId: s.regionId,
    areaId: s.areaId,
    suburbId: s.id,
    council: s.council,
    popularity: s.popularity,
  };
}
