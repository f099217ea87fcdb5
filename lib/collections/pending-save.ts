import { COLLECTION_LIMITS } from "./limits";

/**
 * A save asked for while signed out: kept in the browser until the person has signed in, then
 * done (and its tracking event sent). Either a tap on the heart (the home goes to the default
 * collection) or a new collection started from "Collections…" (its name and the home: the
 * collection is created with the home in it). Plain parsing, no zod: this ships to the browser.
 */
export const PENDING_COLLECTION_KEY = "pending-collection";

/**
 * A pending save older than this is dropped: the person has moved on. A week, because signing up
 * includes confirming the e-mail address, which people often finish the next day or later.
 */
export const PENDING_SAVE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface PendingSave {
  listingId: string;
  savedAt: number;
  /** Where the tap happened, for the tracking event sent once the save is done. */
  position: string;
  /** A new collection to create with the home in it; absent for a tap on the heart. */
  collectionName?: string;
}

/**
 * The name of a collection started while signed out, as the server will take it (trimmed, within
 * the length limit), or undefined. Control characters are left to the server, which refuses them
 * with a sentence the person then sees.
 */
function collectionNameOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const name = value.trim();
  return name.length > 0 && name.length <= COLLECTION_LIMITS.nameLength ? name : undefined;
}

export function parsePendingSave(text: string | null, now: number): PendingSave | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingSave> | null;
    if (!value || typeof value.listingId !== "string" || !/^\d{1,16}$/.test(value.listingId)) return null;
    if (typeof value.savedAt !== "number" || now - value.savedAt > PENDING_SAVE_MAX_AGE_MS || value.savedAt > now)
      return null;
    const pending: PendingSave = {
      listingId: value.listingId,
      savedAt: value.savedAt,
      position: String(value.position ?? "card"),
    };
    if (value.collectionName !== undefined) {
      const collectionName = collectionNameOf(value.collectionName);
      if (!collectionName) return null;
      pending.collectionName = collectionName;
    }
    return pending;
  } catch {
    return null;
  }
}
