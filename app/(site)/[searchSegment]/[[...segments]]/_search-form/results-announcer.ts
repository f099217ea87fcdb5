"use client";

import { useSyncExternalStore } from "react";

/**
 * Between the search form and the results that stream in after it applied a change: the form
 * marks that a search it sent is on its way; the results, when they arrive, bring their count into
 * view and say it in a live region that stays in the page (a region inserted with its text is
 * often not announced). Module state, because the two sit in different Suspense boundaries and the
 * results remount for every search.
 */
export interface ExpectedResults {
  /**
   * Focus goes to the new count: the search was applied from the filters panel ("Update results"),
   * whose button is left far below the count, so Tab would carry on from there.
   */
  focusCount: boolean;
}

let awaited: ExpectedResults | null = null;
let announcement = "";
const listeners = new Set<() => void>();

export function expectNewResults(expected: ExpectedResults = { focusCount: false }) {
  awaited = expected;
}

/** Once per search the form sent: results arriving on their own (first load, paging) get null and are left alone. */
export function takeExpectedResults(): ExpectedResults | null {
  const was = awaited;
  awaited = null;
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
