/** Sky, light and distant land: the backdrop every outdoor picture starts from. */
import type { Random } from "../prng";
import { circle, ellipse, path, rect, shade, verticalGradient, WIDTH } from "../svg";

export type Light = "day" | "morning" | "golden" | "dusk" | "overcast";

const SKIES: Record<Light, { top: string; bottom: string; sun: string | null; glass: string; grass: string }> = {
  day: { top: "#5fb0e8", bottom: "#d8eefa", sun: "#fff6c8", glass: "#9fd0ee", grass: "#7fae4e" },
  morning: { top: "#8cc7ec", bottom: "#fbe6c6", sun: "#fff1b8", glass: "#b9d9ec", grass: "#86ad55" },
  golden: { top: "#f0a35e", bottom: "#fde3a7", sun: "#fff0b0", glass: "#f6c98c", grass: "#8fa84a" },
  dusk: { top: "#3e3a6d", bottom: "#f29b6b", sun: null, glass: "#ffd27a", grass: "#5e7a45" },
  overcast: { top: "#9aa6ae", bottom: "#dde1e3", sun: null, glass: "#c4ccd1", grass: "#74955a" },
};

export interface Backdrop {
  defs: string;
  body: string;
  light: Light;
  /** Colour windows reflect (lit from inside at dusk). */
  glass: string;
  grass: string;
}

export function pickLight(rng: Random): Light {
  const u = rng.next();
  return u < 0.5 ? "day" : u < 0.68 ? "morning" : u < 0.82 ? "golden" : u < 0.92 ? "dusk" : "overcast";
}

export function backdrop(rng: Random, horizon: number, light: Light): Backdrop {
  const sky = SKIES[light];
  let body = rect(0, 0, WIDTH, horizon + 40, "url(#sky)");
  if (sky.sun)
    body += circle(rng.range(150, 1050), rng.range(70, horizon * 0.45), rng.range(28, 48), sky.sun, 'opacity=".9"');
  const clouds = light === "overcast" ? rng.int(5, 7) : rng.int(1, 4);
  for (let i = 0; i < clouds; i++) {
    const x = rng.range(0, WIDTH);
    const y = rng.range(40, horizon * 0.55);
    const s = rng.range(0.6, 1.4);
    const colour = light === "dusk" ? "#f6c1a0" : "#ffffff";
    body += `<g opacity="${light === "overcast" ? ".55" : ".8"}">${ellipse(x, y, 70 * s, 22 * s, colour)}${ellipse(x + 40 * s, y - 14 * s, 45 * s, 24 * s, colour)}${ellipse(x - 35 * s, y - 8 * s, 38 * s, 18 * s, colour)}</g>`;
  }
  // Two layers of hills fade into the distance.
  const far = shade(sky.grass, 0.35);
  const near = shade(sky.grass, 0.15);
  body += path(hills(rng, horizon - rng.range(30, 80), 4), far);
  body += path(hills(rng, horizon - rng.range(5, 30), 3), near);
  body += rect(0, horizon, WIDTH, 800 - horizon, "url(#ground)");
  return {
    defs: verticalGradient("sky", sky.top, sky.bottom) + verticalGradient("ground", sky.grass, shade(sky.grass, -0.25)),
    body,
    light,
    glass: sky.glass,
    grass: sky.grass,
  };
}

function hills(rng: Random, baseline: number, bumps: number): string {
  const step = WIDTH / bumps;
  let d = `M0 ${Math.round(baseline + 40)}`;
  for (let i = 0; i < bumps; i++) {
    const x = (i + 0.5) * step;
    d += ` Q${Math.round(x)} ${Math.round(baseline - rng.range(0, 50))} ${Math.round((i + 1) * step)} ${Math.round(baseline + rng.range(0, 30))}`;
  }
  return `${d} L${WIDTH} 800 L0 800Z`;
}

/** A tree: eucalypt (tall, loose crown) or a rounded garden tree. */
export function tree(rng: Random, x: number, ground: number, scale: number, leaf: string): string {
  const height = 150 * scale;
  const trunk = rect(x - 7 * scale, ground - height, 14 * scale, height, "#7a5b43");
  if (rng.chance(0.5)) {
    let crown = "";
    for (let i = 0; i < 5; i++)
      crown += ellipse(
        x + rng.range(-50, 50) * scale,
        ground - height - rng.range(-10, 40) * scale,
        rng.range(30, 50) * scale,
        rng.range(18, 30) * scale,
        shade(leaf, rng.range(-0.2, 0.1)),
      );
    return trunk + crown;
  }
  return (
    trunk +
    circle(x, ground - height - 20 * scale, 62 * scale, leaf) +
    circle(x - 30 * scale, ground - height + 10 * scale, 40 * scale, shade(leaf, -0.12))
  );
}

export function shrub(x: number, ground: number, width: number, leaf: string): string {
  return ellipse(x, ground - width * 0.3, width / 2, width * 0.35, leaf);
}
