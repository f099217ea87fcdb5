import * as polylineCodec from "@googlemaps/polyline-codec";
import { MAX_SHAPE_POINTS } from "./limits";

/**
 * The package ships UMD as "main": bundlers (Next, Vite, esbuild) pick its ES module, but plain
 * Node ESM (tsx scripts) only sees a default export. Accept both shapes.
 */
const codec: typeof polylineCodec =
  "decode" in polylineCodec ? polylineCodec : (Reflect.get(polylineCodec, "default") as typeof polylineCodec);
const { decode, encode } = codec;

/** Polyline precision default 5 (about 1 m). */
export const POLYLINE_PRECISION = 5;

/** A drawn area: [latitude, longitude] points, at least a triangle. */
export type ShapePoint = [latitude: number, longitude: number];

/** Every point is at most 12 characters encoded (6 per coordinate at precision 5). */
const MAX_ENCODED_LENGTH = MAX_SHAPE_POINTS * 12;

export type ShapeResult = { ok: true; points: ShapePoint[] } | { ok: false; error: string };

export function roundCoordinate(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

export function roundShape(points: readonly ShapePoint[]): ShapePoint[] {
  return points.map(([lat, lng]) => [
    roundCoordinate(lat, POLYLINE_PRECISION),
    roundCoordinate(lng, POLYLINE_PRECISION),
  ]);
}

export function encodeShape(points: readonly ShapePoint[]): string {
  return encode(
    points.map(([lat, lng]) => [lat, lng]),
    POLYLINE_PRECISION,
  );
}

function isValidPoint(point: readonly number[]): boolean {
  const [lat, lng] = point;
  return (
    point.length === 2 &&
    lat !== undefined &&
    lng !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** Decodes a `shape` URL value; never throws, rejects garbage and oversized shapes with a reason. */
export function decodeShape(encoded: string): ShapeResult {
  if (encoded.length > MAX_ENCODED_LENGTH) {
    return { ok: false, error: `A drawn area can have at most ${MAX_SHAPE_POINTS} points` };
  }
  let decoded: number[][];
  try {
    decoded = decode(encoded, POLYLINE_PRECISION);
  } catch {
    return { ok: false, error: "The drawn area could not be read" };
  }
  if (decoded.length > MAX_SHAPE_POINTS) {
    return { ok: false, error: `A drawn area can have at most ${MAX_SHAPE_POINTS} points` };
  }
  if (decoded.length < 3) return { ok: false, error: "A drawn area needs at least 3 points" };
  if (!decoded.every(isValidPoint)) return { ok: false, error: "The drawn area could not be read" };
  return { ok: true, points: roundShape(decoded as ShapePoint[]) };
}

/** WKT polygon (x = longitude, y = latitude), closed as WKT requires. */
export function shapeToWellKnownText(points: readonly ShapePoint[]): string {
  const ring = points.map(([lat, lng]) => `${lng} ${lat}`);
  const first = ring[0];
  if (first !== undefined && ring[ring.length - 1] !== first) ring.push(first);
  return `POLYGON((${ring.join(", ")}))`;
}

/** The boundary search object sent for a drawn area has id 0. */
export function drawnBoundary(points: readonly ShapePoint[]): { id: 0; polyline: string; wellKnownText: string } {
  return { id: 0, polyline: encodeShape(points), wellKnownText: shapeToWellKnownText(points) };
}

/**
 * The outer ring of a WKT POLYGON (as `shapeToWellKnownText` and the seed's boundaries write it)
 * as shape points, or undefined when the text is not one. Holes and MULTIPOLYGONs are not read:
 * suburb boundaries have neither.
 */
export function shapeFromWellKnownText(wkt: string): ShapePoint[] | undefined {
  const ring = /^\s*POLYGON\s*\(\s*\(([^()]*)\)/i.exec(wkt)?.[1];
  if (ring === undefined) return undefined;
  const points = ring.split(",").map((pair) => pair.trim().split(/\s+/).map(Number));
  if (points.length < 3 || !points.every((p) => p.length === 2 && p.every(Number.isFinite))) return undefined;
  return points.map(([lng, lat]) => [lat!, lng!]);
}
