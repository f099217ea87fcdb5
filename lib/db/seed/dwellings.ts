/**
 * What kind of property a listing is: the property-type mix for a kind of place, rooms, land,
 * building size and features. Numbers are tuned so the whole set lands near the national mix
 * (houses ~55 %, units and apartments ~30 %, then townhouses, land and the rest).
 */
import { featureMask, type PropertyFeature } from "@/lib/listings/features";
import type { StateCode } from "@/lib/locations/states";
import type { Random } from "@/lib/media/prng";
import type { Urbanity } from "./prices";

/** Weights by property type id (see lib/listings/property-types.ts). */
type Mix = Partial<Record<number, number>>;

const BUY_MIX: Record<Urbanity, Mix> = {
  inner: { 7: 28, 4: 34, 14: 12, 11: 4, 13: 6, 12: 8, 9: 4, 15: 0.5, 16: 0.5, 10: 1, 5: 0.5, 6: 0.5, 17: 0.3, 18: 0.2 },
  metro: {
    7: 57,
    4: 14,
    14: 13,
    11: 0.6,
    13: 9,
    15: 4.5,
    16: 2,
    12: 1,
    9: 1,
    8: 0.4,
    5: 0.2,
    6: 0.2,
    1: 0.3,
    18: 0.2,
    17: 0.1,
  },
  regional: { 7: 63, 14: 12, 4: 4, 13: 4, 15: 11, 16: 2, 1: 3, 2: 2.5, 8: 0.5, 18: 0.5, 6: 0.2, 9: 0.3 },
  remote: { 7: 62, 14: 8, 15: 12, 2: 8, 1: 5, 13: 1, 16: 1, 18: 1, 4: 1 },
};

/** Renters live in units more often; land is not rented and farms rarely are. */
const RENT_FACTOR: Partial<Record<number, number>> = {
  4: 1.7,
  14: 1.6,
  11: 2,
  10: 2,
  6: 1.8,
  13: 1.2,
  15: 0,
  2: 0.3,
  1: 0.5,
  5: 0,
  8: 0,
};

/** Snowfield postcodes (Thredbo/Perisher, Hotham, Falls Creek, Buller) get alpine lodges. */
const ALPINE_POSTCODES = new Set(["2624", "2625", "2627", "3741", "3699", "3698", "3723"]);

const typeTables = new Map<string, { ids: number[]; cumulative: number[]; total: number }>();

export function pickPropertyType(urbanity: Urbanity, postcode: string, forRent: boolean, rng: Random): number {
  const alpine = ALPINE_POSTCODES.has(postcode);
  const key = `${urbanity}|${forRent}|${alpine}`;
  let table = typeTables.get(key);
  if (!table) {
    const mix: Mix = { ...BUY_MIX[urbanity], ...(alpine ? { 3: 15 } : {}) };
    table = { ids: [], cumulative: [], total: 0 };
    for (const [id, weight] of Object.entries(mix)) {
      const w = (weight ?? 0) * (forRent ? (RENT_FACTOR[Number(id)] ?? 1) : 1);
      if (w <= 0) continue;
      table.total += w;
      table.ids.push(Number(id));
      table.cumulative.push(table.total);
    }
    typeTables.set(key, table);
  }
  const u = rng.next() * table.total;
  for (let i = 0; i < table.ids.length; i++) if (u < (table.cumulative[i] ?? 0)) return table.ids[i] ?? 7;
  return 7;
}

export type DwellingCategory = "house" | "apartment" | "land" | "rural" | "commercial";

export function categoryOf(propertyType: number): DwellingCategory {
  if ([4, 6, 8, 10, 11, 14, 16].includes(propertyType)) return "apartment";
  if (propertyType === 15) return "land";
  if (propertyType === 1 || propertyType === 2) return "rural";
  if (propertyType === 17) return "commercial";
  return "house";
}

/** Bedroom weights from 0 (studio) upward, per property type. */
const BEDROOMS: Partial<Record<number, number[]>> = {
  7: [0, 1, 7, 38, 38, 13, 3],
  4: [6, 32, 48, 13, 1],
  14: [1, 30, 52, 17],
  11: [1],
  10: [20, 60, 20],
  13: [0, 0, 20, 55, 25],
  16: [0, 10, 55, 35],
  12: [0, 0, 35, 45, 20],
  9: [0, 0, 30, 50, 20],
  8: [0, 30, 60, 10],
  6: [0, 50, 50],
  1: [0, 0, 5, 35, 40, 20],
  2: [0, 0, 5, 35, 40, 20],
  3: [0, 15, 35, 35, 15],
  18: [40, 10, 25, 25],
  15: [1],
  17: [1],
};

export interface Rooms {
  bedrooms: number;
  bathrooms: number;
  carSpaces: number;
}

export function pickRooms(propertyType: number, urbanity: Urbanity, rng: Random): Rooms {
  if (propertyType === 5) {
    const bedrooms = rng.int(6, 14);
    return { bedrooms, bathrooms: Math.ceil(bedrooms / 2), carSpaces: rng.int(2, 6) };
  }
  const weights = BEDROOMS[propertyType] ?? [0, 0, 0, 1];
  let u = rng.next() * weights.reduce((a, b) => a + b, 0);
  let bedrooms = 0;
  for (let i = 0; i < weights.length; i++)
    if ((u -= weights[i] ?? 0) < 0) {
      bedrooms = i;
      break;
    }
  const category = categoryOf(propertyType);
  if (category === "land" || category === "commercial")
    return { bedrooms: 0, bathrooms: propertyType === 17 ? 1 : 0, carSpaces: propertyType === 17 ? rng.int(2, 10) : 0 };
  const bathrooms = Math.max(1, Math.min(bedrooms, Math.round(bedrooms * 0.5 + rng.range(0, 1))));
  const carBase =
    category === "apartment"
      ? urbanity === "inner"
        ? rng.int(0, 1)
        : rng.int(0, 2)
      : urbanity === "inner"
        ? rng.int(0, 1)
        : rng.int(1, 3);
  return { bedrooms, bathrooms: Math.max(1, bathrooms), carSpaces: carBase };
}

/** Lognormal between roughly low and high (m²). */
function around(low: number, high: number, rng: Random): number {
  const mid = Math.sqrt(low * high);
  return Math.round(mid * Math.exp((rng.gauss() * Math.log(high / low)) / 3.3));
}

const LAND_RANGE: Record<Urbanity, [number, number]> = {
  inner: [150, 450],
  metro: [350, 900],
  regional: [550, 1500],
  remote: [700, 3500],
};

export interface LandAndBuilding {
  landArea: number | null;
  frontage: number | null;
  landDepthLeft: number | null;
  landDepthRight: number | null;
  buildingArea: number | null;
  energyRating: number | null;
}

export function pickLand(
  propertyType: number,
  urbanity: Urbanity,
  state: StateCode,
  bedrooms: number,
  rng: Random,
): LandAndBuilding {
  const category = categoryOf(propertyType);
  let landArea: number | null = null;
  if (propertyType === 1) landArea = around(10_000, 200_000, rng);
  else if (propertyType === 2) landArea = around(200_000, 15_000_000, rng);
  else if (propertyType === 15)
    landArea = urbanity === "remote" || urbanity === "regional" ? around(500, 2_500, rng) : around(300, 750, rng);
  else if ([12, 13, 9].includes(propertyType)) landArea = around(110, 380, rng);
  else if (propertyType === 7 || propertyType === 3 || propertyType === 17 || propertyType === 5)
    landArea = around(...LAND_RANGE[urbanity], rng);

  const hasFrontage = landArea !== null && landArea < 20_000 && rng.chance(0.7);
  const frontage = hasFrontage && landArea ? Math.round(Math.sqrt(landArea) * rng.range(0.45, 0.7) * 10) / 10 : null;
  const depth = frontage && landArea ? Math.round((landArea / frontage) * 10) / 10 : null;
  const buildingArea =
    category === "apartment"
      ? Math.round(35 + bedrooms * rng.range(24, 38))
      : category === "house" || category === "rural"
        ? Math.round(80 + bedrooms * rng.range(32, 55))
        : category === "commercial"
          ? around(300, 3000, rng)
          : null;
  // ACT requires an energy rating on every sale; elsewhere newer homes often advertise one.
  const energyRating = category !== "land" && (state === "ACT" || rng.chance(0.3)) ? rng.int(2, 15) / 2 : null;
  return {
    landArea,
    frontage,
    landDepthLeft: depth,
    landDepthRight: depth && rng.chance(0.3) ? Math.round(depth * rng.range(0.9, 1.1) * 10) / 10 : depth,
    buildingArea: rng.chance(0.55) ? buildingArea : null,
    energyRating,
  };
}

/** Probability of each feature per category; climate and tenure adjust them below. */
const FEATURE_ODDS: Record<DwellingCategory, Partial<Record<PropertyFeature, number>>> = {
  house: {
    builtInRobes: 0.85,
    dishwasher: 0.7,
    airConditioning: 0.6,
    splitSystemAirCon: 0.35,
    ductedHeating: 0.3,
    ductedCooling: 0.25,
    gasHeating: 0.2,
    floorboards: 0.45,
    outdoorEnt: 0.55,
    fullyFenced: 0.5,
    remoteGarage: 0.45,
    shed: 0.3,
    pool: 0.16,
    solarPanels: 0.3,
    solarHotWater: 0.12,
    waterTank: 0.15,
    deck: 0.35,
    courtyard: 0.1,
    study: 0.35,
    rumpusRoom: 0.15,
    alarmSystem: 0.25,
    broadband: 0.3,
    payTV: 0.05,
    openFirePlace: 0.1,
    workshop: 0.08,
    tennisCourt: 0.01,
    outsideSpa: 0.05,
    insideSpa: 0.05,
    vacuumSystem: 0.05,
    greyWaterSystem: 0.03,
    evaporativeCooling: 0.1,
    splitSystemHeating: 0.2,
    balcony: 0.15,
  },
  apartment: {
    builtInRobes: 0.8,
    dishwasher: 0.7,
    airConditioning: 0.65,
    splitSystemAirCon: 0.4,
    splitSystemHeating: 0.3,
    balcony: 0.8,
    secureParking: 0.7,
    intercom: 0.7,
    gym: 0.18,
    pool: 0.14,
    broadband: 0.4,
    floorboards: 0.3,
    study: 0.1,
    courtyard: 0.08,
    alarmSystem: 0.1,
    ductedCooling: 0.1,
    ductedHeating: 0.1,
    solarHotWater: 0.03,
  },
  land: { fullyFenced: 0.2, waterTank: 0.08 },
  rural: {
    shed: 0.85,
    waterTank: 0.85,
    workshop: 0.45,
    fullyFenced: 0.6,
    solarPanels: 0.4,
    openFirePlace: 0.4,
    deck: 0.4,
    outdoorEnt: 0.4,
    builtInRobes: 0.6,
    airConditioning: 0.5,
    greyWaterSystem: 0.1,
    tennisCourt: 0.06,
    pool: 0.12,
    solarHotWater: 0.2,
    study: 0.3,
    rumpusRoom: 0.15,
  },
  commercial: { secureParking: 0.5, alarmSystem: 0.6, airConditioning: 0.4, broadband: 0.5, remoteGarage: 0.3 },
};

const WARM = new Set<StateCode>(["QLD", "NT", "WA"]);
const COLD = new Set<StateCode>(["VIC", "TAS", "ACT"]);
const HEATING = new Set<PropertyFeature>(["ductedHeating", "gasHeating", "openFirePlace", "splitSystemHeating"]);

const oddsTables = new Map<string, [PropertyFeature, number][]>();

/** Feature odds for a category in a state's climate, computed once per pair. */
function oddsFor(category: DwellingCategory, state: StateCode): [PropertyFeature, number][] {
  const key = `${category}|${state}`;
  let odds = oddsTables.get(key);
  if (!odds) {
    odds = (Object.entries(FEATURE_ODDS[category]) as [PropertyFeature, number][]).map(([feature, p]) => {
      if (feature === "pool" && WARM.has(state)) p *= 1.7;
      if (HEATING.has(feature)) p *= COLD.has(state) ? 1.7 : WARM.has(state) ? 0.3 : 1;
      if (feature === "evaporativeCooling" && (state === "SA" || state === "VIC" || state === "WA")) p *= 2;
      return [feature, p];
    });
    oddsTables.set(key, odds);
  }
  return odds;
}

export function pickFeatures(propertyType: number, state: StateCode, forRent: boolean, rng: Random): number {
  const category = categoryOf(propertyType);
  const features: PropertyFeature[] = [];
  for (const [feature, p] of oddsFor(category, state)) if (rng.chance(p)) features.push(feature);
  if (forRent && category !== "land") {
    if (rng.chance(0.3)) features.push("petFriendly");
    if (rng.chance(propertyType === 10 || propertyType === 11 ? 0.5 : 0.04)) features.push("furnished");
  }
  return featureMask(features);
}
