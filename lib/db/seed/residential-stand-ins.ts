/**
 * Where the seed puts what it draws in a locality nobody lives in (North Pole VIC 9999, an
 * airport, a campus, a base: `isResidentialLocality`). Such localities stay in the location tree
 * (they are real delivery areas, and their popularity stays in the suburb table) so every random
 * draw lands on the same index as always; only the home of an office, a listing or a removed
 * listing drawn there moves to a stand-in: the nearest residential suburb of the same state. Moving
 * the result instead of leaving the locality out of the table keeps every other placement of the
 * seeded world where it was (dropping 43 localities would shift every later index of the table).
 */
import { isResidentialLocality } from "@/lib/locations/residential-localities";
import { WeightedTable } from "@/lib/media/prng";
import type { Suburb } from "./hierarchy";

export type Place = Pick<Suburb, "index" | "name" | "postcode" | "stateCode" | "latitude" | "longitude">;

/**
 * The residential suburb of `from`'s state nearest to it (flat distance scaled by latitude; the
 * lower index on a tie) that `accept` allows, or undefined when none does. A residential `from` is
 * its own nearest.
 */
export function nearestResidential<T extends Place>(
  suburbs: readonly T[],
  from: Place,
  accept: (suburb: T) => boolean = () => true,
): T | undefined {
  const kx = Math.cos((from.latitude * Math.PI) / 180);
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const suburb of suburbs) {
    if (suburb.stateCode !== from.stateCode || !isResidentialLocality(suburb) || !accept(suburb)) continue;
    const distance = ((suburb.longitude - from.longitude) * kx) ** 2 + (suburb.latitude - from.latitude) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = suburb;
    }
  }
  return best;
}

/** For every suburb index: itself where people live, otherwise its stand-in's index. */
export function residentialStandIns(suburbs: readonly Place[]): Int32Array {
  const standIns = new Int32Array(suburbs.length);
  suburbs.forEach((suburb, index) => {
    if (isResidentialLocality(suburb)) {
      standIns[index] = index;
      return;
    }
    const standIn = nearestResidential(suburbs, suburb);
    if (!standIn) throw new Error(`no residential suburb in ${suburb.stateCode} to stand in for ${suburb.name}`);
    standIns[index] = standIn.index;
  });
  return standIns;
}

/** A suburb drawn by popularity: where the draw landed, and where the seed puts what it drew. */
export interface SuburbDraw<T> {
  drawn: T;
  /** `drawn` where people live there, otherwise its stand-in. */
  suburb: T;
}

/**
 * Suburbs drawn by popularity as the seed has always drawn them (one uniform number, the same
 * table over every locality), each draw answered with the suburb it landed on and its stand-in.
 */
export function residentialDraws<T extends Place & { popularity: number }>(
  suburbs: readonly T[],
): (uniform: number) => SuburbDraw<T> {
  const table = new WeightedTable(suburbs.map((s) => s.popularity));
  const standIns = residentialStandIns(suburbs);
  return (uniform) => {
    const index = table.pickIndex(uniform);
    const drawn = suburbs[index];
    const suburb = suburbs[standIns[index] ?? index];
    if (!drawn || !suburb) throw new Error("suburb table out of range");
    return { drawn, suburb };
  };
}
