"use client";

import { useEffect, useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import { LocationSuggestionsDocument, type LocationSuggestionsQuery } from "@/lib/graphql/generated/operations";

export type Suggestion = LocationSuggestionsQuery["locationSearch"][number];

const DEBOUNCE_MS = 120;

/**
 * Suggestions for what is typed, debounced, with stale answers dropped: a slow reply for "bon"
 * never overwrites the answer for "bondi".
 */
export function useLocationSuggestions(text: string) {
  const [state, setState] = useState<{ text: string; suggestions: Suggestion[]; failed: boolean }>({
    text: "",
    suggestions: [],
    failed: false,
  });
  const trimmed = text.trim();

  useEffect(() => {
    if (trimmed.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      requestOperation(LocationSuggestionsDocument, { text: trimmed, take: 8 })
        .then((data) => current && setState({ text: trimmed, suggestions: data.locationSearch, failed: false }))
        .catch(() => current && setState({ text: trimmed, suggestions: [], failed: true }));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed]);

  const fresh = trimmed.length >= 2 && state.text === trimmed;
  return {
    suggestions: fresh ? state.suggestions : [],
    failed: fresh && state.failed,
    loading: trimmed.length >= 2 && !fresh,
  };
}
