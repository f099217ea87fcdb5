"use client";

import { storeAuthIntent } from "@/lib/session/client/auth-intent";
import { parsePendingSave, PENDING_COLLECTION_KEY, type PendingSave } from "@/lib/collections/pending-save";
import { signInPathFor } from "@/lib/auth/member-only-paths";

/** Keeps a save for after sign-in: the home alone (the heart), or with a new collection's name. */
export function storePendingSave(listingId: string, position: string, collectionName?: string): void {
  try {
    const record: PendingSave = { listingId, savedAt: Date.now(), position, ...(collectionName && { collectionName }) };
    window.localStorage.setItem(PENDING_COLLECTION_KEY, JSON.stringify(record));
  } catch {
    // Private mode or a full quota: the person saves again after signing in.
  }
}

/**
 * A visitor's save: kept for after sign-in (with the new collection's name when they started
 * one), and the sign-in page to go to, which brings them back here.
 */
export function signInToSave(listingId: string, position: string, collectionName?: string): string {
  storePendingSave(listingId, position, collectionName);
  storeAuthIntent({ mode: "login", type: "email", position: "save-listing" });
  const here = window.location.pathname + window.location.search;
  return signInPathFor(here, "save-home");
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
