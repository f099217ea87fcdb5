/** Front elevations of dwellings: detached houses, townhouse rows, apartment towers, warehouses. */
import type { Random } from "../prng";
import { line, polygon, rect, shade, WIDTH } from "../svg";
import type { Look } from "./look";

export function windowPane(x: number, y: number, w: number, h: number, glass: string, trim: string): string {
  return (
    rect(x - 4, y - 4, w + 8, h + 8, trim) +
    rect(x, y, w, h, glass) +
    line(x + w / 2, y, x + w / 2, y + h, trim, 4) +
    line(x, y + h / 2, x + w, y + h / 2, trim, 3)
  );
}

function roof(look: Look, x: number, y: number, w: number, rise: number): string {
  const eave = 24;
  if (look.roofStyle === "gable")
    return polygon(
      [
        [x - eave, y],
        [x + w / 2, y - rise],
        [x + w + eave, y],
      ],
      look.roof,
    );
  if (look.roofStyle === "hip")
    return polygon(
      [
        [x - eave, y],
        [x + w * 0.22, y - rise],
        [x + w * 0.78, y - rise],
        [x + w + eave, y],
      ],
      look.roof,
    );
  return polygon(
    [
      [x - eave, y],
      [x - eave, y - rise * 0.55],
      [x + w + eave, y - rise * 0.2],
      [x + w + eave, y],
    ],
    look.roof,
  );
}

/** Detached house standing on `ground`, centred near `cx`. */
export function house(rng: Random, look: Look, cx: number, ground: number, glass: string): string {
  const w = rng.range(420, 600);
  const storeyHeight = rng.range(150, 180);
  const h = storeyHeight * look.storeys;
  const x = cx - w / 2;
  const top = ground - h;
  let svg = roof(look, x, top, w, rng.range(90, 140));
  if (rng.chance(0.3)) svg += rect(x + w * 0.7, top - 110, 34, 80, shade(look.wall, -0.2));
  svg += rect(x, top, w, h, look.wall);
  if (look.wall === "#a4553a" || look.wall === "#8c6f5a") {
    for (let y = top + 12; y < ground; y += 14) svg += line(x, y, x + w, y, shade(look.wall, -0.12), 1);
  }
  const garage = rng.chance(0.45);
  const doorX = garage ? x + w * 0.42 : x + w * rng.range(0.42, 0.55);
  svg += rect(doorX, ground - 120, 56, 120, look.door) + rect(doorX + 44, ground - 62, 6, 6, "#d9c27a");
  if (garage) {
    const gx = x + w * 0.62;
    svg += rect(gx, ground - 118, w * 0.33, 118, shade(look.trim, -0.08));
    for (let y = ground - 104; y < ground; y += 16) svg += line(gx, y, gx + w * 0.33, y, shade(look.trim, -0.25), 2);
  }
  svg += windowPane(x + w * 0.08, ground - storeyHeight + 45, w * 0.24, 70, glass, look.trim);
  if (!garage) svg += windowPane(x + w * 0.68, ground - storeyHeight + 45, w * 0.22, 70, glass, look.trim);
  if (look.storeys === 2) {
    for (let i = 0; i < 3; i++) svg += windowPane(x + w * (0.1 + i * 0.3), top + 40, w * 0.18, 62, glass, look.trim);
    svg += rect(x - 10, ground - storeyHeight - 8, w + 20, 10, shade(look.wall, -0.25));
  }
  // Path from the front door to the street.
  svg += polygon(
    [
      [doorX - 6, ground],
      [doorX + 62, ground],
      [doorX + 110, 800],
      [doorX - 70, 800],
    ],
    "#cfc6b8",
  );
  return svg;
}

/** Two or three attached, narrow two-storey homes with varied cladding. */
export function townhouses(rng: Random, look: Look, ground: number, glass: string): string {
  const count = rng.int(2, 3);
  const unitW = rng.range(220, 280);
  const startX = (WIDTH - unitW * count) / 2;
  let svg = "";
  for (let i = 0; i < count; i++) {
    const x = startX + i * unitW;
    const h = rng.range(280, 330);
    const wall = i % 2 === 0 ? look.wall : shade(look.wall, 0.25);
    svg += polygon(
      [
        [x - 10, ground - h],
        [x + unitW + 10, ground - h - 40],
        [x + unitW + 10, ground - h - 20],
        [x - 10, ground - h + 16],
      ],
      look.roof,
    );
    svg += rect(x, ground - h, unitW, h, wall) + line(x, ground - h, x, ground, shade(wall, -0.3), 3);
    svg += windowPane(x + unitW * 0.15, ground - h + 40, unitW * 0.7, 80, glass, look.trim);
    svg += rect(x + unitW * 0.12, ground - h + 128, unitW * 0.76, 8, "#3a3a3a");
    svg +=
      rect(x + unitW * 0.12, ground - 110, 50, 110, look.door) +
      windowPane(x + unitW * 0.5, ground - 100, unitW * 0.36, 60, glass, look.trim);
  }
  return svg;
}

/** A residential tower with balconies, flanked by lower buildings. */
export function apartmentTower(rng: Random, look: Look, ground: number, glass: string): string {
  let svg = "";
  for (let i = 0; i < 4; i++) {
    const w = rng.range(140, 240);
    const h = rng.range(180, 380);
    svg += rect(i < 2 ? i * 170 - 40 : WIDTH - (i - 1) * 190, ground - h, w, h, shade("#9aa3ab", rng.range(-0.1, 0.3)));
  }
  const w = rng.range(360, 460);
  const x = (WIDTH - w) / 2 + rng.range(-120, 120);
  const top = rng.range(60, 160);
  const floors = Math.floor((ground - top - 60) / 52);
  svg += rect(x, top, w, ground - top, look.wall === "#a4553a" ? "#c7c2ba" : look.wall);
  svg += rect(x - 8, top - 14, w + 16, 16, shade(look.roof, 0.1));
  for (let f = 0; f < floors; f++) {
    const y = top + 24 + f * 52;
    svg += rect(x + 14, y, w - 28, 34, glass, 'opacity=".85"');
    svg += rect(x + 6, y + 34, w - 12, 6, look.trim);
  }
  svg += rect(x + w * 0.4, ground - 70, w * 0.2, 70, "#2c2f33");
  return svg;
}

/** Industrial unit with a sawtooth roof and roller doors. */
export function warehouse(rng: Random, ground: number): string {
  const w = rng.range(700, 900);
  const x = (WIDTH - w) / 2;
  const h = rng.range(200, 260);
  let svg = "";
  const teeth = 5;
  for (let i = 0; i < teeth; i++)
    svg += polygon(
      [
        [x + (i * w) / teeth, ground - h],
        [x + ((i + 1) * w) / teeth, ground - h - 50],
        [x + ((i + 1) * w) / teeth, ground - h],
      ],
      "#8d969c",
    );
  svg += rect(x, ground - h, w, h, "#c3c8cb");
  for (let i = 0; i < 3; i++) {
    const dx = x + 60 + (i * (w - 120)) / 3;
    svg += rect(dx, ground - 150, 150, 150, "#9aa1a6");
    for (let y = ground - 140; y < ground; y += 12) svg += line(dx, y, dx + 150, y, "#848b90", 2);
  }
  return svg + rect(0, ground, WIDTH, 800 - ground, "#8f8f8a");
}
