/**
 * Company brand colours are a pure function of the company id, so the logo route can draw a
 * company's monogram in its colours without a database read, and the seed stores the same values
 * in `companies.brand_colour` / `text_colour` for listing cards.
 */
import { hash32 } from "./prng";

/** Strong, distinct colours of the kind agencies use on signboards. */
const BRAND_COLOURS = [
  "#c8102e",
  "#003b71",
  "#00843d",
  "#f2a900",
  "#1d1d1b",
  "#6d2077",
  "#e35205",
  "#0077c8",
  "#8a1538",
  "#004c45",
  "#ffcd00",
  "#2d2926",
  "#00a3ad",
  "#b5121b",
  "#24135f",
  "#7a9a01",
  "#d50032",
  "#0c2340",
  "#ff6a13",
  "#4a7729",
  "#a6192e",
  "#005eb8",
  "#e4002b",
  "#373a36",
  "#c5b783",
  "#00b2a9",
  "#512d6d",
  "#f4364c",
] as const;

export interface Brand {
  brandColour: string;
  textColour: string;
}

export function brandOf(companyId: number): Brand {
  const brandColour = BRAND_COLOURS[hash32(companyId) % BRAND_COLOURS.length] ?? "#1d1d1b";
  return { brandColour, textColour: readableTextOn(brandColour) };
}

/** White or near-black, whichever reads better on the background (WCAG relative luminance). */
export function readableTextOn(hex: string): string {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.35 ? "#1a1a1a" : "#ffffff";
}
