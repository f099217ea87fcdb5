"use client";

import { useEffect, useRef, useState } from "react";

/** Typing pauses this long before a box asks for suggestions. */
const DEBOUNCE_MS = 120;

/** Fewer characters than this ask for nothing: one letter matches too much to help. */
const MIN_TEXT = 2;

/**
 * Suggestions for what is typed in a box (the location boxes, the agent finder): asked for once
 * typing pauses, with stale answers dropped, so a slow reply for "bon" never overwrites the answer
 * for "bondi". `ask` goes through the data client, so answers are cached for 60 s and retried
 * under the client data rules (lib/graphql/query-cache.ts); going back to an earlier text shows
 * its answer without asking the server again.
 */
export function useSuggestions<T>(text: string, ask: (trimmed: string) => Promise<T>) {
  const [state, setState] = useState<{ text: string; answer: T | undefined; failed: boolean }>({
    text: "",
    answer: undefined,
    failed: false,
  });
  const trimmed = text.trim();
  // The latest `ask`, so a caller need not keep it stable for the effect below.
  const asking = useRef(ask);
  useEffect(() => {
    asking.current = ask;
  });

  useEffect(() => {
    if (trimmed.length < MIN_TEXT) return;
    let current = true;
    const timer = setTimeout(() => {
      asking
        .current(trimmed)
        .then((answer) => current && setState({ text: trimmed, answer, failed: false }))
        .catch(() => current && setState({ text: trimmed, answer: undefined, failed: true }));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed]);

  const fresh = trimmed.length >= MIN_TEXT && state.text === trimmed;
  return {
    answer: fresh ? state.answer : undefined,
    failed: fresh && state.failed,
    loading: trimmed.length >= MIN_TEXT && !fresh,
  };
}
