/**
 * Sutherland–Hodgman: the part of a polygon inside a convex, counter-clockwise clip polygon (x, y
 * in any plane). A ring stays one ring: where it leaves the clip polygon and comes back, the cut
 * runs along the clip's edge. Used to cut seeded suburb cells to a disc (lib/db/seed/boundaries.ts)
 * and the map preview's land to its picture (lib/map/preview-image.ts).
 */
export type Point = [number, number];

export function clipConvex(subject: readonly Point[], clip: readonly Point[]): Point[] {
  let output: Point[] = [...subject];
  for (let i = 0; i < clip.length && output.length > 0; i++) {
    const a = clip[i] as Point;
    const b = clip[(i + 1) % clip.length] as Point;
    const inside = (p: Point) => (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0;
    const input = output;
    output = [];
    for (let j = 0; j < input.length; j++) {
      const current = input[j] as Point;
      const previous = input[(j + input.length - 1) % input.length] as Point;
      if (inside(current)) {
        if (!inside(previous)) output.push(intersect(previous, current, a, b));
        output.push(current);
      } else if (inside(previous)) {
        output.push(intersect(previous, current, a, b));
      }
    }
  }
  return output;
}

/** Where the segment p→q crosses the line through a and b. */
function intersect(p: Point, q: Point, a: Point, b: Point): Point {
  const a1 = q[1] - p[1];
  const b1 = p[0] - q[0];
  const c1 = a1 * p[0] + b1 * p[1];
  const a2 = b[1] - a[1];
  const b2 = a[0] - b[0];
  const c2 = a2 * a[0] + b2 * a[1];
  const det = a1 * b2 - a2 * b1;
  if (det === 0) return q;
  return [(b2 * c1 - b1 * c2) / det, (a1 * c2 - a2 * c1) / det];
}
