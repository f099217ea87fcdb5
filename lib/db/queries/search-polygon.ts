import type { MapBounds } from "@/lib/search/filter";
import type { ShapePoint } from "@/lib/search/polyline";

/**
 * Geometry for drawn-area searches. SQL narrows candidates to the polygon's bounding box on the
 * indexed latitude/longitude; the exact test runs here on those candidates.
 */

export function polygonBounds(polygon: readonly ShapePoint[]): MapBounds {
  let north = -90, south = 90, east = -180, west = 180;
  for (const [lat, lng] of polygon) {
    north = Math.max(north, lat);
    south = Math.min(south, lat);
    east = Math.max(east, lng);
    west = Math.min(west, lng);
  }
  return { north, south, east, west };
}

/**
 * Even-odd ray casting (W. R. Franklin's PNPOLY): exact for simple and self-intersecting
 * polygons, O(points). The ring may be open or closed.
 */
export function isPointInPolygon(latitude: number, longitude: number, polygon: readonly ShapePoint[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lngI] = polygon[i]!;
    const [latJ, lngJ] = polygon[j]!;
    if (latI > latitude !== latJ > latitude && longitude < ((lngJ - lngI) * (latitude - latI)) / (latJ - latI) + lngI) {
      inside = !inside;
    }
  }
  return inside;
}
