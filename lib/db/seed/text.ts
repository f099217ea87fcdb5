/** String helpers for seed rows: slugs, search keys, display casing and money text. */
import { normaliseSearchName } from "@/lib/locations/location-text";
import { slugify } from "@/lib/search/search-location";

/** Slugs are made exactly as the search URLs expect them ("O'Connor" → "oconnor"). */
export { slugify };

/** The autocomplete key: exactly how typed text is normalised ("O'Connor" → "oconnor"). */
export const searchNameOf = normaliseSearchName;

const SMALL_WORDS = new Set(["of", "and", "the", "on", "by"]);

/**
 * Australia Post spells localities in capitals ("MCMAHONS POINT", "O'CONNOR", "COCOS (KEELING)").
 * Portal display wants "McMahons Point", "O'Connor", "Cocos (Keeling)".
 */
export function titleCase(upper: string): string {
  return upper
    .toLowerCase()
    .split(/(\s+|-|\(|\))/)
    .map((word, index) => {
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      let out = word.charAt(0).toUpperCase() + word.slice(1);
      out = out.replace(/^Mc([a-z])/, (_, c: string) => `Mc${c.toUpperCase()}`);
      out = out.replace(/^(O|D)'([a-z])/, (_, p: string, c: string) => `${p}'${c.toUpperCase()}`);
      return out;
    })
    .join("");
}

/** 1250000 → "$1,250,000" (whole dollars, as money is stored). */
export function dollars(amount: number): string {
  return `$${thousands(Math.round(amount))}`;
}

/** 1250000 → "1,250,000". By hand: toLocaleString goes through ICU and is ~20× slower per call. */
export function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
