/** Pure helpers for how locations read and are looked up. */

/** The spec's display text: name, comma and state code, then postcode ("Bondi, NSW 2026"). */
export function locationDisplayText(location: { name: string; stateCode: string; postcode: string | null }): string {
  return location.postcode ? `${location.name}, ${location.stateCode} ${location.postcode}` : `${location.name}, ${location.stateCode}`;
}

/** Lower case, letters/digits/spaces only: the form stored in `locations.search_name`. */
export function normaliseSearchName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The spec's slugWithId: slug joined with the numeric id, lower case. */
export function slugWithId(location: { slug: string; id: number }): string {
  return `${location.slug}-${location.id}`.toLowerCase();
}
