/**
 * Each state capital's CBD (its GPO, roughly) and great-circle distance: "within 20 km of the
 * CBD" in the best-value ranking means the suburb's own state capital. The seed's price model
 * centres its capitals on the same points.
 */
import type { StateCode } from "./states";

export interface Cbd {
  city: string;
  latitude: number;
  longitude: number;
}

export const CBDS: Readonly<Record<StateCode, Cbd>> = {
  ACT: { city: "Canberra", latitude: -35.2809, longitude: 149.13 },
  NSW: { city: "Sydney", latitude: -33.8688, longitude: 151.2093 },
  NT: { city: "Darwin", latitude: -12.4634, longitude: 130.8456 },
  QLD: { city: "Brisbane", latitude: -27.4698, longitude: 153.0251 },
  SA: { city: "Adelaide", latitude: -34.9285, longitude: 138.6007 },
  TAS: { city: "Hobart", latitude: -42.8821, longitude: 147.3272 },
  VIC: { city: "Melbourne", latitude: -37.8136, longitude: 144.9631 },
  WA: { city: "Perth", latitude: -31.9523, longitude: 115.8613 },
};

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/** Great-circle distance in km between two points in degrees. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
