/**
 * Suburb boundaries are not in the source data. Plausible ones: the Voronoi cell of each suburb
 * centroid among the centroids of its state, clipped to a disc (16-gon) around the centroid so
 * that sparse outback cells do not stretch for hundreds of kilometres. Coordinates are projected
 * equirectangularly around each state's mean latitude, which is accurate enough at suburb scale.
 */
import { Delaunay } from "d3-delaunay";
import type { locationBoundaries } from "@/lib/db/schema";
import { clipConvex } from "@/lib/map/clip-convex";
import { kmToDegrees } from "./geo";
import type { Suburb } from "./hierarchy";
import type { Urbanity } from "./prices";

export type BoundaryInsert = typeof locationBoundaries.$inferInsert;

/** Largest distance from centroid to boundary by kind of place. */
const MAX_RADIUS_KM: Record<Urbanity, number> = { inner: 4, metro: 15, regional: 30, remote: 80 };
const DISC_SIDES = 16;

type Point = [number, number];

export function buildBoundaries(suburbs: readonly Suburb[]): BoundaryInsert[] {
  const byState = new Map<string, Suburb[]>();
  for (const s of suburbs) {
    const list = byState.get(s.stateCode);
    if (list) list.push(s);
    else byState.set(s.stateCode, [s]);
  }
  const rows: BoundaryInsert[] = [];
  for (const members of byState.values()) {
    const meanLat = members.reduce((sum, s) => sum + s.latitude, 0) / members.length;
    const kx = Math.cos((meanLat * Math.PI) / 180);
    const points = members.map((s): Point => [s.longitude * kx, s.latitude]);
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const margin = 2;
    const voronoi = Delaunay.from(points).voronoi([
      Math.min(...xs) - margin,
      Math.min(...ys) - margin,
      Math.max(...xs) + margin,
      Math.max(...ys) + margin,
    ]);
    members.forEach((s, i) => {
      const centre = points[i] ?? [0, 0];
      const disc = discAround(centre, kmToDegrees(MAX_RADIUS_KM[s.urbanity], s.latitude).lat);
      const cell = voronoi.cellPolygon(i) as Point[] | null;
      // Coincident centroids get no cell from Delaunay; a small disc stands in for them.
      const clipped = cell ? clipConvex(cell.slice(0, -1), disc) : discAround(centre, 0.01);
      const ring = (clipped.length >= 3 ? clipped : discAround(centre, 0.01)).map((p): Point => [p[0] / kx, p[1]]);
      rows.push(toRow(s.id, ring));
    });
  }
  return rows;
}

function discAround([cx, cy]: Point, radius: number): Point[] {
  const ring: Point[] = [];
  for (let i = 0; i < DISC_SIDES; i++) {
    const angle = (2 * Math.PI * i) / DISC_SIDES;
    ring.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return ring;
}

/** WKT wants longitude first and a closed ring; 5 decimals (~1 m), the precision of drawn-shape polylines. */
function toRow(locationId: number, ring: Point[]): BoundaryInsert {
  const ccw = signedArea(ring) >= 0 ? ring : [...ring].reverse();
  const first = ccw[0] as Point;
  const coordinates = [...ccw, first].map(([lng, lat]) => `${lng.toFixed(5)} ${lat.toFixed(5)}`).join(", ");
  const lats = ccw.map((p) => p[1]);
  const lngs = ccw.map((p) => p[0]);
  return {
    locationId,
    wellKnownText: `POLYGON((${coordinates}))`,
    minLatitude: Math.min(...lats),
    maxLatitude: Math.max(...lats),
    minLongitude: Math.min(...lngs),
    maxLongitude: Math.max(...lngs),
  };
}

function signedArea(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i] as Point;
    const q = ring[(i + 1) % ring.length] as Point;
    sum += p[0] * q[1] - q[0] * p[1];
  }
  return sum / 2;
}
