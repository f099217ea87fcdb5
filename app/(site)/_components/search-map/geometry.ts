import type { MapBounds } from "@/lib/search/filter";
import { roundCoordinate, roundShape, type ShapePoint } from "@/lib/search/polyline";
import type { MapViewportWithBounds } from "./types";
import { boxAround } from "@/lib/map/box-around";

/** GeoJSON order: [longitude, latitude]. */
export type LngLat = [longitude: number, latitude: number];
/** Rings of one polygon, the first the outline, the others holes. */
export type PolygonRings = LngLat[][];

/** docs/search-urls.md: lat/lng with 6 decimals, zoom with 2. */
const COORDINATE_DECIMALS = 6;
const ZOOM_DECIMALS = 2;

/**
 * Reads the outlines of a WKT POLYGON or MULTIPOLYGON (what location search contexts carry).
 * Anything else, or anything malformed, gives no polygons: the outline is decoration, not data.
 */
export function polygonsFromWkt(wkt: string | undefined): PolygonRings[] {
  if (!wkt || !/^\s*(MULTI)?POLYGON\s*\(/i.test(wkt)) return [];
  const polygons: PolygonRings[] = [];
  // Each polygon is "((ring),(ring))"; MULTIPOLYGON wraps several in one more pair of brackets.
  for (const polygonText of wkt.match(/\(\s*\([^()]*\)(\s*,\s*\([^()]*\))*\s*\)/g) ?? []) {
    const rings = (polygonText.match(/\([^()]*\)/g) ?? []).map((ringText) =>
      ringText
        .slice(1, -1)
        .split(",")
        .map((pair) => pair.trim().split(/\s+/).map(Number))
        .filter((pair): pair is LngLat => pair.length === 2 && pair.every(Number.isFinite)),
    );
    if (rings[0] && rings[0].length >= 3) polygons.push(rings);
  }
  return polygons;
}

/** A drawn shape ([lat, lng], open) as a closed GeoJSON ring. */
export function ringFromShape(points: readonly ShapePoint[]): LngLat[] {
  const ring = points.map(([lat, lng]): LngLat => [lng, lat]);
  const first = ring[0];
  return first ? [...ring, first] : ring;
}

/** A GeoJSON ring (closed, [lng, lat]) as drawn-shape points: open, [lat, lng], precision 5. */
export function shapeFromRing(ring: readonly (readonly number[])[]): ShapePoint[] {
  const points = ring.flatMap(([lng, lat]) =>
    lng === undefined || lat === undefined ? [] : [[lat, lng] as ShapePoint],
  );
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) points.pop();
  return roundShape(points);
}

/** [[west, south], [east, north]] around the points, or undefined when there are none. */
export function boundsAround(points: Iterable<LngLat>): [LngLat, LngLat] | undefined {
  const box = boxAround(points);
  return box
    ? [
        [box.minX, box.minY],
        [box.maxX, box.maxY],
      ]
    : undefined;
}

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/**
 * What the map reports after a move, rounded as search URLs write it and clamped to the ranges
 * the filter accepts (a zoomed-out map can show more than 360° of longitude).
 */
export function toViewport(
  center: { lng: number; lat: number },
  zoom: number,
  bounds: MapBounds,
): MapViewportWithBounds {
  const lat = (value: number) => roundCoordinate(clamp(value, 90), COORDINATE_DECIMALS);
  const lng = (value: number) => roundCoordinate(clamp(value, 180), COORDINATE_DECIMALS);
  return {
    latitude: lat(center.lat),
    longitude: lng(center.lng),
    zoom: roundCoordinate(zoom, ZOOM_DECIMALS),
    bounds: { north: lat(bounds.north), south: lat(bounds.south), east: lng(bounds.east), west: lng(bounds.west) },
  };
}
