import type { MapBounds } from "@/lib/search/filter";
import type { ShapePoint } from "@/lib/search/polyline";

/**
 * Geometry for drawn-area searches. SQL narrows candidates to the polygon's bounding box on the
 * indexed latitude/longitude; the exact test runs here on those candidates.
 */

export function polygonBounds(polygon: readonly ShapePoint[]): MapBounds {
  let north = -90,
    south = 90,
    east = -180,
    west = 180;
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
 * polygons, O(points). The ring may be open or closed. Each edge's differences are computed once
 * into flat arrays, with the same arithmetic as the textbook form, so the answer is the same to
 * the last bit: testing a drawn area's 18,000 candidates took 2.2 ms with the tuples, far less
 * this way (docs/search-performance.md).
 */
export function polygonTest(polygon: readonly ShapePoint[]): (latitude: number, longitude: number) => boolean {
  const count = polygon.length;
  const fromLat = new Float64Array(count);
  const toLat = new Float64Array(count);
  const fromLng = new Float64Array(count);
  const dLng = new Float64Array(count);
  const dLat = new Float64Array(count);
  for (let i = 0, j = count - 1; i < count; j = i++) {
    const [latI, lngI] = polygon[i]!;
    const [latJ, lngJ] = polygon[j]!;
    fromLat[i] = latI;
    toLat[i] = latJ;
    fromLng[i] = lngI;
    dLng[i] = lngJ - lngI;
    dLat[i] = latJ - latI;
  }
  return (latitude, longitude) => {
    let inside = false;
    for (let i = 0; i < count; i++) {
      if (
        fromLat[i]! > latitude !== toLat[i]! > latitude &&
        longitude < (dLng[i]! * (latitude - fromLat[i]!)) / dLat[i]! + fromLng[i]!
      ) {
        inside = !inside;
      }
    }
    return inside;
  };
}

/** One point: `polygonTest` for a single use. */
export function isPointInPolygon(latitude: number, longitude: number, polygon: readonly ShapePoint[]): boolean {
  return polygonTest(polygon)(latitude, longitude);
}
