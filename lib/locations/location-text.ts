/** Pure helpers for how locations read and are looked up. */

/**
 * Lower case, letters/digits/spaces only: the form stored in `locations.search_name` (the seed
 * writes it with this function) and the form typed text is matched in. Apostrophes and dots
 * vanish rather than split words, so "O'Connor", "oconnor" and "St. Kilda"/"st kilda" all match.
 */
export function normaliseSearchName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
