"use client";

import { useCallback, useSyncExternalStore } from "react";
import { addToRecentList, parseRecentList, recentListKey, type RecentListKind } from "./recent-lists";

/** Same-tab writes do not fire `storage`, so writers announce changes on this event too. */
const CHANGE_EVENT = "recent-lists-change";
const EMPTY = "[]";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? EMPTY;
  } catch {
    return EMPTY; // storage disabled (private mode, policy): behave as an empty list
  }
}

/** Adds a listing to a user's viewed or enquired list in this browser. */
export function rememberListing(kind: RecentListKind, userId: string | null, listingId: string) {
  const key = recentListKey(kind, userId);
  try {
    window.localStorage.setItem(key, JSON.stringify(addToRecentList(parseRecentList(read(key)), listingId)));
    window.dispatchEvent(new Event(CHANGE_EVENT));
  } catch {
    // Full or disabled storage: the list is a convenience, never worth an error.
  }
}

/**
 * The viewed or enquired list of a user (or of this browser's visitor), newest first. Empty on the
 * server and during hydration, then the stored list.
 */
export function useRecentList(kind: RecentListKind, userId: string | null): string[] {
  const key = recentListKey(kind, userId);
  const getSnapshot = useCallback(() => read(key), [key]);
  const stored = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
  return parseRecentList(stored);
}
