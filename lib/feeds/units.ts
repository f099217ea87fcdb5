/**
 * Land and building sizes come in the unit the agent typed: square metres, acres, hectares, or
 * "squares" (the Australian builder's 100 square feet). The portal stores square metres and
 * metres, so each figure is converted here. Unit names are matched without case, spaces or
 * punctuation ("squareMeter", "square metres", "m2", "sqm").
 */
const SQUARE_METRES_PER: Record<string, number> = {
  squaremeter: 1,
  squaremeters: 1,
  squaremetre: 1,
  squaremetres: 1,
  sqm: 1,
  m2: 1,
  acre: 4046.8564224,
  acres: 4046.8564224,
  hectare: 10_000,
  hectares: 10_000,
  ha: 10_000,
  square: 9.290304,
  squares: 9.290304,
  squarefeet: 0.09290304,
  squarefoot: 0.09290304,
  sqft: 0.09290304,
  squareyard: 0.83612736,
  squareyards: 0.83612736,
};

const METRES_PER: Record<string, number> = {
  meter: 1,
  meters: 1,
  metre: 1,
  metres: 1,
  m: 1,
  feet: 0.3048,
  foot: 0.3048,
  ft: 0.3048,
  yard: 0.9144,
  yards: 0.9144,
};

const unitKey = (unit: string) => unit.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The area units a feed may name, in the form docs and messages show them. */
export const AREA_UNIT_NAMES = ["squareMeter", "acre", "hectare", "square", "squareFeet", "squareYard"] as const;

/** Square metres in one of `unit`, or null for a unit we do not know. A missing unit is square metres. */
export function squareMetresPer(unit: string | null | undefined): number | null {
  if (unit === null || unit === undefined || unit.trim() === "") return 1;
  return SQUARE_METRES_PER[unitKey(unit)] ?? null;
}

/** Metres in one of `unit`, or null for a unit we do not know. A missing unit is metres. */
export function metresPer(unit: string | null | undefined): number | null {
  if (unit === null || unit === undefined || unit.trim() === "") return 1;
  return METRES_PER[unitKey(unit)] ?? null;
}

/** An area in square metres, to 2 decimals (what a hectare figure needs, no false precision). */
export function toSquareMetres(value: number, unit: string | null | undefined): number | null {
  const factor = squareMetresPer(unit);
  return factor === null ? null : Math.round(value * factor * 100) / 100;
}

/** A length in metres, to 2 decimals. */
export function toMetres(value: number, unit: string | null | undefined): number | null {
  const factor = metresPer(unit);
  return factor === null ? null : Math.round(value * factor * 100) / 100;
}
