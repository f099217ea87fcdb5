/** Distances and the price centres (capital and large coastal cities) the market model uses. */
import type { StateCode } from "@/lib/locations/states";

import { haversineKm } from "@/lib/locations/cbd";

export { haversineKm };

const RAD = Math.PI / 180;

/** Degrees of latitude / longitude for a distance in km at a latitude. */
export function kmToDegrees(km: number, latitude: number): { lat: number; lng: number } {
  return { lat: km / 111.32, lng: km / (111.32 * Math.cos(latitude * RAD)) };
}

/**
 * A place whose house prices fall away with distance:
 * median(d) = peak × (floor + (1 − floor) × e^(−d / scaleKm)).
 * Peaks are rough 2025 median house prices of the dearest inner ring.
 */
export interface PriceCentre {
  name: string;
  stateCode: StateCode;
  latitude: number;
  longitude: number;
  peak: number;
  scaleKm: number;
  floor: number;
  capital: boolean;
}

export const PRICE_CENTRES: readonly PriceCentre[] = [
  {
    name: "Sydney",
    stateCode: "NSW",
    latitude: -33.8688,
    longitude: 151.2093,
    peak: 2_600_000,
    scaleKm: 22,
    floor: 0.32,
    capital: true,
  },
  {
    name: "Melbourne",
    stateCode: "VIC",
    latitude: -37.8136,
    longitude: 144.9631,
    peak: 1_750_000,
    scaleKm: 20,
    floor: 0.42,
    capital: true,
  },
  {
    name: "Brisbane",
    stateCode: "QLD",
    latitude: -27.4698,
    longitude: 153.0251,
    peak: 1_400_000,
    scaleKm: 25,
    floor: 0.5,
    capital: true,
  },
  {
    name: "Perth",
    stateCode: "WA",
    latitude: -31.9523,
    longitude: 115.8613,
    peak: 1_300_000,
    scaleKm: 20,
    floor: 0.5,
    capital: true,
  },
  {
    name: "Adelaide",
    stateCode: "SA",
    latitude: -34.9285,
    longitude: 138.6007,
    peak: 1_150_000,
    scaleKm: 20,
    floor: 0.55,
    capital: true,
  },
  {
    name: "Canberra",
    stateCode: "ACT",
    latitude: -35.2809,
    longitude: 149.13,
    peak: 1_150_000,
    scaleKm: 15,
    floor: 0.7,
    capital: true,
  },
  {
    name: "Hobart",
    stateCode: "TAS",
    latitude: -42.8821,
    longitude: 147.3272,
    peak: 950_000,
    scaleKm: 15,
    floor: 0.6,
    capital: true,
  },
  {
    name: "Darwin",
    stateCode: "NT",
    latitude: -12.4634,
    longitude: 130.8456,
    peak: 720_000,
    scaleKm: 15,
    floor: 0.7,
    capital: true,
  },
  {
    name: "Gold Coast",
    stateCode: "QLD",
    latitude: -28.0167,
    longitude: 153.4,
    peak: 1_500_000,
    scaleKm: 12,
    floor: 0.6,
    capital: false,
  },
  {
    name: "Sunshine Coast",
    stateCode: "QLD",
    latitude: -26.65,
    longitude: 153.09,
    peak: 1_300_000,
    scaleKm: 12,
    floor: 0.6,
    capital: false,
  },
  {
    name: "Newcastle",
    stateCode: "NSW",
    latitude: -32.9283,
    longitude: 151.7817,
    peak: 1_100_000,
    scaleKm: 15,
    floor: 0.6,
    capital: false,
  },
  {
    name: "Wollongong",
    stateCode: "NSW",
    latitude: -34.4278,
    longitude: 150.8931,
    peak: 1_250_000,
    scaleKm: 12,
    floor: 0.6,
    capital: false,
  },
  {
    name: "Byron Bay",
    stateCode: "NSW",
    latitude: -28.6474,
    longitude: 153.602,
    peak: 2_000_000,
    scaleKm: 8,
    floor: 0.4,
    capital: false,
  },
  {
    name: "Geelong",
    stateCode: "VIC",
    latitude: -38.1499,
    longitude: 144.3617,
    peak: 950_000,
    scaleKm: 12,
    floor: 0.7,
    capital: false,
  },
];

/** Centres only pull prices up within this distance. */
export const CENTRE_REACH_KM = 90;

export function capitalOf(stateCode: StateCode): PriceCentre {
  const centre = PRICE_CENTRES.find((c) => c.capital && c.stateCode === stateCode);
  if (!centre) throw new Error(`no capital for ${stateCode}`);
  return centre;
}
