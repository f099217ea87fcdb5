/**
 * Rooms in one-point perspective: back wall, floor, ceiling and side walls, then furniture drawn
 * as simple blocks. Later photos of a listing cycle through living, kitchen, bedroom, bathroom
 * and dining rooms.
 */
import type { Random } from "../prng";
import { circle, ellipse, line, polygon, rect, shade } from "../svg";
import { windowPane } from "./buildings";
import type { Look } from "./look";

export type Room = "living" | "kitchen" | "bedroom" | "bathroom" | "dining";
export const ROOMS: readonly Room[] = ["living", "kitchen", "bedroom", "bathroom", "dining"];

/** Back wall from (BX, BY) to (BX + BW, BY + BH); the rest is perspective. */
const BX = 220;
const BY = 150;
const BW = 760;
const BH = 420;

function shell(look: Look, glass: string, windowAt: number | null, tiled: boolean): string {
  const wall = look.interiorWall;
  let svg = rect(0, 0, 1200, 800, shade(wall, -0.08));
  svg += polygon(
    [
      [0, 0],
      [1200, 0],
      [BX + BW, BY],
      [BX, BY],
    ],
    shade(wall, 0.3),
  );
  svg += polygon(
    [
      [0, 800],
      [BX, BY + BH],
      [BX + BW, BY + BH],
      [1200, 800],
    ],
    tiled ? "#e9ecee" : look.floor,
  );
  if (!tiled) {
    for (let i = 1; i < 9; i++) {
      const t = i / 9;
      svg += line(BX + BW * t, BY + BH, 1200 * t, 800, shade(look.floor, -0.15), 2);
    }
  }
  svg += polygon(
    [
      [0, 0],
      [BX, BY],
      [BX, BY + BH],
      [0, 800],
    ],
    shade(wall, -0.12),
  );
  svg += polygon(
    [
      [1200, 0],
      [BX + BW, BY],
      [BX + BW, BY + BH],
      [1200, 800],
    ],
    shade(wall, -0.05),
  );
  svg += rect(BX, BY, BW, BH, wall);
  if (tiled) {
    svg += `<pattern id="tiles" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#f3f4f4"/><path d="M40 0H0V40" fill="none" stroke="#d5d9db" stroke-width="2"/></pattern>`;
    svg += rect(BX, BY + 120, BW, BH - 120, "url(#tiles)");
  }
  if (windowAt !== null) svg += windowPane(BX + windowAt, BY + 60, 220, 180, glass, "#ffffff");
  return svg;
}

function art(rng: Random, x: number, y: number, look: Look): string {
  return (
    rect(x - 6, y - 6, 152, 112, "#2b2b2b") +
    rect(x, y, 140, 100, "#f4efe6") +
    circle(x + rng.range(40, 100), y + 50, rng.range(18, 34), look.accent) +
    rect(x + 20, y + 70, 100, 10, shade(look.accent, -0.3))
  );
}

function plant(x: number, floor: number): string {
  return (
    rect(x - 24, floor - 60, 48, 60, "#c8b89a") +
    ellipse(x, floor - 100, 44, 54, "#4f7a3a") +
    ellipse(x + 20, floor - 130, 26, 34, "#5d8a4a")
  );
}

export function room(kind: Room, rng: Random, look: Look, glass: string): string {
  const floor = BY + BH;
  switch (kind) {
    case "living": {
      let svg = shell(look, glass, rng.chance(0.5) ? 60 : 480, false);
      svg += ellipse(600, floor + 90, 330, 70, shade(look.accent, 0.45));
      svg +=
        rect(360, floor - 150, 480, 110, shade(look.accent, -0.1)) +
        rect(340, floor - 95, 520, 80, look.accent) +
        rect(345, floor - 170, 40, 155, shade(look.accent, -0.2)) +
        rect(815, floor - 170, 40, 155, shade(look.accent, -0.2));
      svg +=
        rect(470, floor + 40, 260, 24, "#6e5640") +
        rect(490, floor + 64, 14, 40, "#6e5640") +
        rect(696, floor + 64, 14, 40, "#6e5640");
      svg +=
        rect(940, floor - 230, 8, 230, "#2b2b2b") +
        polygon(
          [
            [910, floor - 230],
            [978, floor - 230],
            [962, floor - 280],
            [926, floor - 280],
          ],
          "#f3e3b6",
        );
      return svg + plant(260, floor + 40) + (rng.chance(0.7) ? art(rng, 530, BY + 70, look) : "");
    }
    case "kitchen": {
      let svg = shell(look, glass, null, false);
      svg += rect(BX, BY + 40, BW, 130, shade(look.accent, 0.35));
      for (let x = BX + 10; x < BX + BW - 60; x += 95) svg += rect(x, BY + 48, 85, 114, shade(look.accent, 0.25));
      svg += rect(BX, floor - 190, BW, 60, "#e9e4da") + rect(BX, floor - 130, BW, 130, look.accent);
      for (let x = BX + 10; x < BX + BW - 60; x += 95)
        svg += rect(x, floor - 122, 85, 114, shade(look.accent, 0.12)) + rect(x + 35, floor - 112, 16, 4, "#c0c0c0");
      svg += rect(360, floor + 20, 480, 40, "#f2f0eb") + rect(370, floor + 60, 460, 150, shade(look.accent, -0.15));
      for (let i = 0; i < 3; i++) {
        const x = 450 + i * 150;
        svg +=
          line(x, 0, x, 180, "#2b2b2b", 2) +
          polygon(
            [
              [x - 30, 210],
              [x + 30, 210],
              [x + 18, 180],
              [x - 18, 180],
            ],
            "#2b2b2b",
          );
      }
      return svg;
    }
    case "bedroom": {
      let svg = shell(look, glass, rng.chance(0.5) ? 40 : 500, false);
      svg += rect(360, floor - 210, 480, 160, shade(look.floor, -0.2));
      svg += rect(330, floor - 60, 540, 150, "#f4f2ee") + rect(330, floor + 20, 540, 70, shade(look.accent, 0.3));
      svg += ellipse(470, floor - 70, 90, 34, "#ffffff") + ellipse(730, floor - 70, 90, 34, "#ffffff");
      svg += rect(220, floor - 40, 90, 90, "#8a6a4a") + rect(890, floor - 40, 90, 90, "#8a6a4a");
      return svg + circle(265, floor - 70, 30, "#f3e3b6") + circle(935, floor - 70, 30, "#f3e3b6");
    }
    case "bathroom": {
      let svg = shell(look, glass, null, true);
      svg += rect(BX + 60, BY + 40, 240, 200, "#d7e3ea", 'stroke="#b8c2c8" stroke-width="6"');
      svg +=
        rect(BX + 40, floor - 150, 280, 40, "#f7f7f7") +
        rect(BX + 50, floor - 110, 260, 110, look.accent) +
        ellipse(BX + 180, floor - 140, 70, 14, "#e2e6e8");
      svg += rect(BX + 420, BY + 40, 300, BH - 40, "#dfeef5", 'opacity=".55" stroke="#c9d3d8" stroke-width="4"');
      return svg + circle(BX + 570, BY + 90, 26, "#bfc6ca") + line(BX + 570, BY + 60, BX + 570, BY + 40, "#bfc6ca", 6);
    }
    case "dining": {
      let svg = shell(look, glass, 270, false);
      svg +=
        rect(380, floor - 20, 440, 30, "#6e5640") +
        rect(400, floor + 10, 16, 110, "#6e5640") +
        rect(784, floor + 10, 16, 110, "#6e5640");
      for (let i = 0; i < 4; i++) {
        const x = 400 + i * 120;
        svg +=
          rect(x, floor - 90, 70, 80, shade(look.accent, -0.1)) +
          rect(x, floor - 10, 70, 12, shade(look.accent, -0.25));
      }
      svg += line(600, 0, 600, 200, "#2b2b2b", 2) + ellipse(600, 215, 90, 22, shade(look.accent, -0.2));
      return svg + plant(1050, floor + 120);
    }
  }
}
