"use client";

import { parsePendingSave, PENDING_COLLECTION_KEY, type PendingSave } from "@/lib/collections/pending-save";

export function storePendingSave(listingId: string, position: string): void {
  try {
    const record: PendingSave = { listingId, savedAt: Date.now(), position };
    window.localStorage.setItem(PENDING_COLLECTION_KEY, JSON.stringify(record));
  } catch {
    // Private mode or a full quota: the person saves again after signing in.
  }
}

/** The pending save, removed from storage as it is read (it is done at most once). */
export function takePendingSave(): PendingSave | null {
  try {
    const text = window.localStorage.getItem(PENDING_COLLECTION_KEY);
    window.localStorage.removeItem(PENDING_COLLECTION_KEY);
    return parsePendingSave(text, Date.now());
  } catch {
    return null;
  }
}

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** The tracking event of a save (sent when a pending save is finally done after sign-in). */
export function sendSaveEvent(listingId: string, position: string, userId: string): void {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event: "save_listing", listingId, position, userId });
}
