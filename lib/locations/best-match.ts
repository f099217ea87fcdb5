/**
 * What the location box says when Enter (or its Search button) cannot go anywhere. Enter does
 * not wait for suggestions: the box asks for the best match of what is typed and goes there, and
 * when there is none it says why in words, announced to screen readers, instead of doing nothing.
 */

/** Fewer characters than this are not looked up (the suggestions need as many). */
export const MIN_PLACE_TEXT_LENGTH = 2;

export type BestMatchOutcome<Place> = { kind: "go"; place: Place } | { kind: "problem"; message: string };

export const TYPE_A_PLACE_MESSAGE = "Type a suburb, postcode or region to search";
export const LOOKUP_FAILED_MESSAGE = "Places can't be looked up right now. Please try again.";

export function noPlaceMessage(text: string): string {
  return `No place called “${text.trim()}” — try a suburb, postcode or region`;
}

/** Whether the text is worth looking up at all, or the message to show instead. */
export function placeTextProblem(text: string): string | undefined {
  return text.trim().length < MIN_PLACE_TEXT_LENGTH ? TYPE_A_PLACE_MESSAGE : undefined;
}

/**
 * The outcome of a lookup: the first place (the service ranks an exact name first, then the
 * busier market, so "Bondi" is Bondi, NSW 2026, not Bondi Junction), or why there is none.
 */
export function bestMatchOutcome<Place>(text: string, places: readonly Place[] | "failed"): BestMatchOutcome<Place> {
  const problem = placeTextProblem(text);
  if (problem) return { kind: "problem", message: problem };
  if (places === "failed") return { kind: "problem", message: LOOKUP_FAILED_MESSAGE };
  const [first] = places;
  return first === undefined ? { kind: "problem", message: noPlaceMessage(text) } : { kind: "go", place: first };
}
