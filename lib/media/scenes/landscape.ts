/** Open ground: vacant blocks with fences and survey pegs, and farms with sheds and water tanks. */
import type { Random } from "../prng";
import { ellipse, line, polygon, rect, shade, WIDTH } from "../svg";
import { tree } from "./sky";

/** A post-and-wire fence receding from near the viewer toward the horizon. */
export function fence(rng: Random, horizon: number): string {
  const fromLeft = rng.chance(0.5);
  const posts = 9;
  let svg = "";
  let previous: [number, number] | null = null;
  for (let i = 0; i < posts; i++) {
    const t = i / (posts - 1);
    const depth = 1 - t * 0.85;
    const x = fromLeft ? 60 + t * 700 : WIDTH - 60 - t * 700;
    const y = horizon + 20 + (800 - horizon - 40) * depth * 0.9;
    const h = 90 * depth;
    svg += rect(x - 4 * depth, y - h, 8 * depth + 2, h, "#6e5640");
    if (previous) {
      svg += line(previous[0], previous[1] - 70 * (previous[1] > y ? 1 : depth), x, y - h * 0.8, "#8a8a8a", 1.5);
      svg += line(previous[0], previous[1] - 35, x, y - h * 0.4, "#8a8a8a", 1.5);
    }
    previous = [x, y];
  }
  return svg;
}

/** A vacant block: mown grass, a fence line, a couple of pegs and distant trees. */
export function vacantBlock(rng: Random, horizon: number, leaf: string, grass: string): string {
  let svg = "";
  for (let i = 0; i < rng.int(3, 7); i++)
    svg += tree(rng, rng.range(0, WIDTH), horizon + rng.range(0, 10), rng.range(0.3, 0.55), leaf);
  for (let i = 0; i < 14; i++)
    svg += ellipse(
      rng.range(0, WIDTH),
      rng.range(horizon + 30, 800),
      rng.range(30, 90),
      rng.range(4, 10),
      shade(grass, rng.range(-0.15, 0.1)),
    );
  svg += fence(rng, horizon);
  for (let i = 0; i < 2; i++) {
    const x = rng.range(350, 850);
    const y = rng.range(horizon + 120, 760);
    svg += rect(x, y - 40, 6, 40, "#d8d2c4") + rect(x - 1, y - 44, 8, 10, "#f07a2a");
  }
  return svg;
}

/** Farm buildings: a corrugated shed and a round water tank among paddocks. */
export function farm(rng: Random, horizon: number, leaf: string): string {
  let svg = "";
  for (let i = 0; i < 3; i++) {
    const y = horizon + 40 + i * 90;
    svg += polygon(
      [
        [0, y],
        [WIDTH, y - rng.range(-30, 30)],
        [WIDTH, y + 4],
        [0, y + 4],
      ],
      "#e6d9a8",
      'opacity=".5"',
    );
  }
  const sx = rng.range(150, 650);
  const sy = horizon + rng.range(40, 90);
  svg += polygon(
    [
      [sx - 10, sy - 120],
      [sx + 130, sy - 170],
      [sx + 270, sy - 120],
    ],
    "#9ea4a8",
  );
  svg += rect(sx, sy - 120, 260, 120, "#b8bec2");
  for (let x = sx + 8; x < sx + 260; x += 12) svg += line(x, sy - 118, x, sy, "#a4aaae", 2);
  svg += rect(sx + 90, sy - 90, 80, 90, "#5b6166");
  const tx = sx + rng.range(320, 420);
  svg += rect(tx, sy - 90, 80, 90, "#c4cbc7") + ellipse(tx + 40, sy - 90, 40, 10, "#d8deda");
  for (let y = sy - 82; y < sy; y += 10) svg += line(tx, y, tx + 80, y, "#adb4b0", 1);
  for (let i = 0; i < rng.int(3, 6); i++)
    svg += tree(rng, rng.range(0, WIDTH), horizon + rng.range(-5, 25), rng.range(0.4, 0.8), leaf);
  return svg;
}
