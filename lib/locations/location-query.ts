import { isStateCode, type StateCode } from "./states";
import { normaliseSearchName } from "./location-text";

/**
 * What a visitor typed into the location box, understood: "bondi", "bondi nsw", "2026",
 * "Bondi, NSW 2026" (a chosen suggestion typed back) all become a name prefix, an optional
 * state and an optional postcode prefix.
 */
export interface LocationQuery {
  namePrefix?: string;
  stateCode?: StateCode;
  postcodePrefix?: string;
}

const MAX_QUERY_LENGTH = 80;

export function parseLocationQuery(text: string): LocationQuery | null {
  const words = normaliseSearchName(text.slice(0, MAX_QUERY_LENGTH)).split(" ").filter(Boolean);
  const query: LocationQuery = {};
  const nameWords: string[] = [];
  for (const word of words) {
    if (/^\d{1,4}$/.test(word) && !query.postcodePrefix) query.postcodePrefix = word;
    else if (nameWords.length > 0 && isStateCode(word) && !query.stateCode)
      query.stateCode = word.toUpperCase() as StateCode;
    else nameWords.push(word);
  }
  if (nameWords.length > 0) query.namePrefix = nameWords.join(" ");
  // A lone state code ("vic") is a name prefix too: Victoria Park, Vickery…
  if (!query.namePrefix && !query.postcodePrefix) return null;
  return query;
}
