import { MAX_ROOM_COUNT } from "./limits";
import { capRoomCount, normaliseRoomCount, type RoomCountFilter } from "./room-count";

/** Bedroom count 0 is a studio. */
export const STUDIO_BEDROOMS = 0;

export interface BedroomOption {
  value: number;
  label: string;
}

/** Bedroom options 1 to 5+, plus studio as 0. */
export const BEDROOM_OPTIONS: readonly BedroomOption[] = [
  { value: 0, label: "Studio" },
  { value: 1, label: "1" },
  { value: 2, label: "2" },
  { value: 3, label: "3" },
  { value: 4, label: "4" },
  { value: 5, label: "5+" },
];

/** "Studio", "3", "5+" (counts above 5 cap at 5). */
export function bedroomLabel(count: number): string {
  const value = capRoomCount(count);
  if (value === STUDIO_BEDROOMS) return "Studio";
  return value >= MAX_ROOM_COUNT ? `${MAX_ROOM_COUNT}+` : String(value);
}

/**
 * Choosing the top value (5+) sets a minimum only (choosing it again clears
 * it); any other value toggles its membership in the "only" list.
 */
export function toggleBedroom(current: RoomCountFilter, value: number): RoomCountFilter {
  if (!Number.isFinite(value) || value < 0) return normaliseRoomCount(current);
  const count = capRoomCount(value);
  if (count === MAX_ROOM_COUNT) {
    const only = [...current.only];
    return normaliseRoomCount(current.min === MAX_ROOM_COUNT ? { only } : { only, min: MAX_ROOM_COUNT });
  }
  const only = current.only.includes(count)
    ? current.only.filter((existing) => existing !== count)
    : [...current.only, count];
  return normaliseRoomCount(current.min === undefined ? { only } : { only, min: current.min });
}
