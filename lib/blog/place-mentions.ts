import { STATE_CODES } from "../locations/states";

/**
 * Places a post names the way Australians write them, "Parramatta NSW" or "Fremantle, WA": one to
 * three capitalised words followed by a state code. Pure and cheap; the post page then looks each
 * one up among the portal's suburbs and links the ones that exist to their page and searches.
 */
export interface PlaceMention {
  name: string;
  stateCode: string;
}

export const MAX_PLACE_MENTIONS = 6;

const MENTION = new RegExp(`\\b([A-Z][a-z'’]+(?:[ -][A-Z][a-z'’]+){0,2}),? (${STATE_CODES.join("|")})\\b`, "g");

/** Capitalised at the start of a sentence, never the start of a suburb's name: "In Parramatta NSW" names Parramatta. */
const LEADING_WORDS = new Set([
  "In",
  "The",
  "A",
  "An",
  "And",
  "Or",
  "For",
  "From",
  "At",
  "On",
  "Of",
  "To",
  "With",
  "By",
  "Near",
  "Both",
  "Every",
  "Most",
  "Some",
]);

function withoutLeadingWords(name: string): string {
  const words = name.split(" ");
  while (words.length > 0 && LEADING_WORDS.has(words[0] ?? "")) words.shift();
  return words.join(" ");
}

export function placeMentionsIn(text: string): PlaceMention[] {
  const seen = new Set<string>();
  const mentions: PlaceMention[] = [];
  for (const match of text.matchAll(MENTION)) {
    const name = withoutLeadingWords(match[1] ?? "");
    const stateCode = match[2] ?? "";
    if (name === "") continue;
    const key = `${name.toLowerCase()}|${stateCode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    mentions.push({ name, stateCode });
    if (mentions.length === MAX_PLACE_MENTIONS) break;
  }
  return mentions;
}
