/**
 * Nearest suburbs of every suburb (across state borders: Albury's neighbours include Wodonga).
 * A uniform grid of 0.25° cells keeps this O(n · k) instead of comparing all 16,000² pairs.
 */
import type { locationNeighbours } from "@/lib/db/schema";
import { haversineKm } from "./geo";
import type { Suburb } from "./hierarchy";

export type NeighbourInsert = typeof locationNeighbours.$inferInsert;

export const NEIGHBOURS_PER_SUBURB = 8;
const CELL_DEGREES = 0.25;

export interface NeighbourResult {
  rows: NeighbourInsert[];
  /** Distance to the nearest other suburb (km) by suburb index; sizes boundaries and jitter. */
  nearestKm: Float64Array;
}

export function buildNeighbours(suburbs: readonly Suburb[]): NeighbourResult {
  const grid = new Map<string, number[]>();
  const cellOf = (lat: number, lng: number) =>
    [Math.floor(lat / CELL_DEGREES), Math.floor(lng / CELL_DEGREES)] as const;
  for (const s of suburbs) {
    const [r, c] = cellOf(s.latitude, s.longitude);
    const key = `${r}:${c}`;
    const bucket = grid.get(key);
    if (bucket) bucket.push(s.index);
    else grid.set(key, [s.index]);
  }

  const rows: NeighbourInsert[] = [];
  const nearestKm = new Float64Array(suburbs.length);
  for (const s of suburbs) {
    const [r, c] = cellOf(s.latitude, s.longitude);
    let found: { index: number; km: number }[] = [];
    // Widen the ring until enough candidates are found, plus one ring so none closer is missed.
    for (let ring = 1; ring < 80; ring++) {
      found = [];
      for (let dr = -ring; dr <= ring; dr++) {
        for (let dc = -ring; dc <= ring; dc++) {
          for (const index of grid.get(`${r + dr}:${c + dc}`) ?? []) {
            if (index === s.index) continue;
            const other = suburbs[index];
            if (other) found.push({ index, km: haversineKm(s.latitude, s.longitude, other.latitude, other.longitude) });
          }
        }
      }
      if (found.length >= NEIGHBOURS_PER_SUBURB) {
        found.sort((a, b) => a.km - b.km);
        const kth = found[NEIGHBOURS_PER_SUBURB - 1]?.km ?? 0;
        if (kth <= ring * CELL_DEGREES * 111 * Math.cos((s.latitude * Math.PI) / 180)) break;
      }
    }
    found.sort((a, b) => a.km - b.km || a.index - b.index);
    nearestKm[s.index] = found[0]?.km ?? 50;
    found.slice(0, NEIGHBOURS_PER_SUBURB).forEach((n, rank) => {
      const neighbour = suburbs[n.index];
      if (neighbour)
        rows.push({ locationId: s.id, neighbourId: neighbour.id, rank, distanceKm: Math.round(n.km * 100) / 100 });
    });
  }
  return { rows, nearestKm };
}
