"use client";

import { requestOperation } from "@/lib/graphql/client";
import type { LocationSuggestionsQuery } from "@/lib/graphql/generated/operations";
import { LocationSuggestionsDocument } from "@/lib/graphql/generated/documents/LocationSuggestions";
import { useSuggestions } from "../suggestions/use-suggestions";

export type Suggestion = LocationSuggestionsQuery["locationSearch"][number];

const askForPlaces = (text: string) =>
  requestOperation(LocationSuggestionsDocument, { text, take: 8 }).then((data) => data.locationSearch);

/** Up to eight places for what is typed in a location box. */
export function useLocationSuggestions(text: string) {
  const { answer, failed, loading } = useSuggestions(text, askForPlaces);
  return { suggestions: answer ?? [], failed, loading };
}
