"use client";

import { useRef, useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import { LocationSuggestionsDocument } from "@/lib/graphql/generated/documents/LocationSuggestions";
import { bestMatchOutcome, placeTextProblem } from "@/lib/locations/best-match";
import type { Suggestion } from "./use-location-suggestions";

/**
 * Enter or the Search button in a location box: go to the best match of what is typed, even
 * when no suggestion has arrived yet (typed fast, pasted, slow network), or say why not. With
 * suggestions at hand the first (or the one picked) is the match; otherwise the box asks for one
 * place (take 1: the service ranks an exact name first, as the list does).
 */
export function useBestMatch(go: (place: Suggestion) => void) {
  const [message, setMessage] = useState("");
  const [looking, setLooking] = useState(false);
  // A newer search (or typing) makes an older lookup's answer stale.
  const latest = useRef(0);

  async function search(text: string, suggestions: readonly Suggestion[]) {
    const ticket = ++latest.current;
    const problem = placeTextProblem(text);
    const [first] = suggestions;
    if (problem || first) {
      setMessage(problem ?? "");
      if (first && !problem) go(first);
      return;
    }
    setMessage("");
    setLooking(true);
    const places = await requestOperation(LocationSuggestionsDocument, { text: text.trim(), take: 1 }).then(
      (data) => data.locationSearch,
      () => "failed" as const,
    );
    if (ticket !== latest.current) return;
    setLooking(false);
    const outcome = bestMatchOutcome(text, places);
    if (outcome.kind === "go") go(outcome.place);
    else setMessage(outcome.message);
  }

  function reset() {
    latest.current++;
    setLooking(false);
    setMessage("");
  }

  return { message, looking, search, reset };
}
