"use client";

import { useSyncExternalStore } from "react";

/**
 * Between the search form and the results that stream in after it applied a change: the form
 * marks that a search it sent is on its way; the results, when they arrive, bring their top into
 * view and say their new count in a live region that stays in the page (a region inserted with its
 * text is often not announced). Module state, because the two sit in different Suspense
 * boundaries and the results remount for every search.
 */
let awaited = false;
let announcement = "";
const listeners = new Set<() => void>();

export function expectNewResults() {
  awaited = true;
}

/** True once per search the form sent: results arriving on their own (first load, paging) are left alone. */
export function takeExpectedResults(): boolean {
  const was = awaited;
  awaited = false;
  return was;
}

export function announce(text: string) {
  announcement = text;
  for (const listener of listeners) listener();
}

export function useAnnouncement(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => announcement,
    () => "",
  );
}
