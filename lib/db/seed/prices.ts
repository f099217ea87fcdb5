/**
 * The market model: what a typical house costs in a suburb, how other property types and sizes
 * relate to it, and what it rents for. Rough 2025 Australian numbers, deliberately simple:
 * inner Sydney/Melbourne dearest, remote towns cheapest, units below houses, land below both.
 */
import type { StateCode } from "@/lib/locations/states";
import type { Random } from "@/lib/media/prng";
import { CENTRE_REACH_KM, PRICE_CENTRES, capitalOf, haversineKm } from "./geo";
import type { Locality, Remoteness } from "./localities";

export type Urbanity = "inner" | "metro" | "regional" | "remote";

export interface SuburbMarket {
  urbanity: Urbanity;
  capitalKm: number;
  /** Median price of a 3–4 bedroom house in whole dollars. */
  medianHouse: number;
}

/** Country-town house medians before the state multiplier. */
const REGIONAL_BASE: Record<Remoteness, number> = {
  major: 800_000,
  inner: 720_000,
  outer: 500_000,
  remote: 340_000,
  veryRemote: 260_000,
};

const STATE_MULTIPLIER: Record<StateCode, number> = {
  NSW: 1,
  VIC: 0.92,
  QLD: 1,
  WA: 0.9,
  SA: 0.78,
  TAS: 0.85,
  ACT: 1.05,
  NT: 0.85,
};

export function marketOf(locality: Locality, rng: Random): SuburbMarket {
  const capital = capitalOf(locality.stateCode);
  const capitalKm = haversineKm(locality.latitude, locality.longitude, capital.latitude, capital.longitude);
  let median = REGIONAL_BASE[locality.remoteness] * STATE_MULTIPLIER[locality.stateCode];
  for (const centre of PRICE_CENTRES) {
    const km = haversineKm(locality.latitude, locality.longitude, centre.latitude, centre.longitude);
    if (km > CENTRE_REACH_KM) continue;
    median = Math.max(median, centre.peak * (centre.floor + (1 - centre.floor) * Math.exp(-km / centre.scaleKm)));
  }
  // Suburbs differ from their neighbours (beach, views, schools): ±15 % lognormal.
  median *= Math.exp(0.15 * rng.gauss());
  return { urbanity: urbanityOf(locality.remoteness, capitalKm), capitalKm, medianHouse: roundTo(median, 5_000) };
}

function urbanityOf(remoteness: Remoteness, capitalKm: number): Urbanity {
  if (capitalKm < 8) return "inner";
  if (remoteness === "major" || capitalKm < 30) return "metro";
  if (remoteness === "remote" || remoteness === "veryRemote") return "remote";
  return "regional";
}

/** Price of a property type relative to the suburb's median house (keyed by property type id). */
const TYPE_FACTOR: Record<number, number> = {
  1: 1.15,
  2: 1.1,
  3: 0.8,
  4: 0.52,
  5: 2.6,
  6: 0.45,
  7: 1,
  8: 0.5,
  9: 0.85,
  10: 0.38,
  11: 0.34,
  12: 1.0,
  13: 0.74,
  14: 0.5,
  15: 0.45,
  16: 0.62,
  17: 1.3,
  18: 0.7,
};

/** Typical bedroom count per type; each bedroom more or less moves the price ~12 %. */
const TYPICAL_BEDROOMS: Record<number, number> = { 4: 2, 6: 2, 10: 1, 11: 0, 14: 2, 13: 3, 16: 2, 8: 2 };

export interface PriceInput {
  medianHouse: number;
  urbanity: Urbanity;
  propertyType: number;
  bedrooms: number;
  landArea: number | null;
}

/** Market value in whole dollars, rounded the way agents quote guides. */
export function marketValue(input: PriceInput, rng: Random): number {
  let value = input.medianHouse * (TYPE_FACTOR[input.propertyType] ?? 0.8);
  const typicalBeds = TYPICAL_BEDROOMS[input.propertyType] ?? 3;
  if (input.propertyType !== 15) value *= 1 + 0.12 * (input.bedrooms - typicalBeds);
  // Apartments in the inner city hold value better than the house curve suggests.
  if (input.urbanity === "inner" && (input.propertyType === 4 || input.propertyType === 14)) value *= 1.15;
  if ((input.propertyType === 1 || input.propertyType === 2) && input.landArea) {
    value *= 1 + Math.min(1.5, Math.log10(Math.max(1, input.landArea / 10_000)) * 0.35);
  }
  value *= Math.exp(0.16 * rng.gauss());
  return roundTo(Math.max(60_000, value), value > 2_000_000 ? 50_000 : value > 500_000 ? 10_000 : 5_000);
}

/** Gross rental yield: higher for units and for cheaper, more remote places. */
const YIELD: Record<Urbanity, { house: number; unit: number }> = {
  inner: { house: 0.029, unit: 0.043 },
  metro: { house: 0.034, unit: 0.047 },
  regional: { house: 0.045, unit: 0.052 },
  remote: { house: 0.065, unit: 0.07 },
};

const UNIT_LIKE = new Set([4, 6, 10, 11, 14, 16, 8]);

/** Weekly rent in whole dollars, rounded to $5 (or $10 above $1,000). */
export function weeklyRent(value: number, propertyType: number, urbanity: Urbanity, rng: Random): number {
  const gross = UNIT_LIKE.has(propertyType) ? YIELD[urbanity].unit : YIELD[urbanity].house;
  const rent = ((value * gross) / 52) * Math.exp(0.08 * rng.gauss());
  return roundTo(Math.max(150, rent), rent > 1_000 ? 10 : 5);
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
