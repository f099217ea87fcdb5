/**
 * A save asked for while signed out: kept in the browser until the person has signed in, then
 * done (and its tracking event sent). Plain parsing, no zod: this ships to the browser.
 */
export const PENDING_COLLECTION_KEY = "pending-collection";

/** A pending save older than this is dropped: the person has moved on. */
export const PENDING_SAVE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface PendingSave {
  listingId: string;
  savedAt: number;
  /** Where the tap happened, for the tracking event sent once the save is done. */
  position: string;
}

export function parsePendingSave(text: string | null, now: number): PendingSave | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingSave> | null;
    if (!value || typeof value.listingId !== "string" || !/^\d{1,16}$/.test(value.listingId)) return null;
    if (typeof value.savedAt !== "number" || now - value.savedAt > PENDING_SAVE_MAX_AGE_MS || value.savedAt > now)
      return null;
    return { listingId: value.listingId, savedAt: value.savedAt, position: String(value.position ?? "card") };
  } catch {
    return null;
  }
}
