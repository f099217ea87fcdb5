/**
 * The smallest box around some points: longitudes and latitudes, or projected coordinates alike
 * (x first). Undefined when there are none. Shared by the live map's fit, the preview's frame and
 * the preview picture's clipping.
 */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boxAround(points: Iterable<readonly [number, number]>): Box | undefined {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return Number.isFinite(minX) && Number.isFinite(minY) ? { minX, minY, maxX, maxY } : undefined;
}
