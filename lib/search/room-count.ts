import { MAX_ROOM_COUNT } from "./limits";

/**
 * A bedroom, bathroom or car-space filter: exact counts ("only") and/or an "at least" minimum.
 * 5 always means "5+", so a 5 is held as `min: 5`, never in `only`.
 */
export interface RoomCountFilter {
  only: number[];
  min?: number;
}

export function capRoomCount(value: number): number {
  return Math.min(Math.trunc(value), MAX_ROOM_COUNT);
}

/** Normal form: capped, whole, unique, sorted; exact counts at or above the minimum are implied by it. */
export function normaliseRoomCount(filter: RoomCountFilter): RoomCountFilter {
  const capped = filter.only.map(capRoomCount);
  let min = filter.min === undefined ? undefined : capRoomCount(filter.min);
  if (capped.includes(MAX_ROOM_COUNT)) min = Math.min(min ?? MAX_ROOM_COUNT, MAX_ROOM_COUNT);
  const only = [...new Set(capped)]
    .filter((value) => value >= 0 && value < MAX_ROOM_COUNT && (min === undefined || value < min))
    .sort((a, b) => a - b);
  return min === undefined || min <= 0 ? { only } : { only, min };
}

export function isEmptyRoomCount(filter: RoomCountFilter): boolean {
  return filter.only.length === 0 && filter.min === undefined;
}

/** URL tokens: `3` exactly three, `2-plus` two or more. */
export function roomCountTokens(filter: RoomCountFilter): string[] {
  const tokens = filter.only.map(String);
  if (filter.min !== undefined) tokens.push(`${filter.min}-plus`);
  return tokens;
}

/**
 * Reads one URL token. A bare 5 (or more) is "5+": 5 means 5 or more, and counts above 5
 * cap at 5.
 */
export function parseRoomCountToken(token: string): { only: number } | { min: number } | undefined {
  const match = /^(\d{1,3})(-plus)?$/.exec(token);
  if (!match?.[1]) return undefined;
  const value = capRoomCount(Number(match[1]));
  if (match[2] || value === MAX_ROOM_COUNT) return value > 0 ? { min: value } : undefined;
  return { only: value };
}

export function sameRoomCount(a: RoomCountFilter, b: RoomCountFilter): boolean {
  const x = normaliseRoomCount(a);
  const y = normaliseRoomCount(b);
  return x.min === y.min && x.only.join(",") === y.only.join(",");
}

/** "3+", "2, 3", "Studio, 1" — `zeroLabel` names 0 (bedrooms call it Studio). */
export function roomCountText(filter: RoomCountFilter, zeroLabel = "0"): string {
  const parts = filter.only.map((value) => (value === 0 ? zeroLabel : String(value)));
  if (filter.min !== undefined) parts.push(`${filter.min}+`);
  return parts.join(", ");
}
