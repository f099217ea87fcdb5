import { STATE_CODES, type StateCode } from "@/lib/locations/states";

/** Longest location or office slug accepted; real ones are far shorter. */
export const MAX_SLUG_LENGTH = 120;

const STATE_ALTERNATION = STATE_CODES.map((code) => code.toLowerCase()).join("|");

/**
 * Location slugs end with the state code, then the postcode for suburbs:
 * `bondi-nsw-2026`, `melbourne-vic-3000`, regions and areas `sydney-eastern-suburbs-nsw`.
 * The state suffix is what tells a location segment apart from a property-type or facet segment.
 */
const LOCATION_SLUG = new RegExp(`^(?:[a-z0-9]+-)*(${STATE_ALTERNATION})(?:-(\\d{4}))?$`);

/** Office slugs are plain kebab-case. */
const OFFICE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a location slug tells us without a database: the state and, for suburbs, the postcode. */
export interface LocationSlugParts {
  slug: string;
  stateCode: StateCode;
  postcode?: string;
}

export function parseLocationSlug(slug: string): LocationSlugParts | undefined {
  if (slug.length > MAX_SLUG_LENGTH) return undefined;
  const match = LOCATION_SLUG.exec(slug);
  if (!match?.[1]) return undefined;
  const stateCode = match[1].toUpperCase() as StateCode;
  return match[2] ? { slug, stateCode, postcode: match[2] } : { slug, stateCode };
}

export function isLocationSlug(value: string): boolean {
  return parseLocationSlug(value) !== undefined;
}

/** Agent and company pages use these words where an office slug would go (lib/agents/agent-urls.ts). */
const NOT_OFFICE_SLUGS = new Set(["agent", "company"]);

export function isOfficeSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && OFFICE_SLUG.test(value) && !NOT_OFFICE_SLUGS.has(value);
}

/** Kebab-case a name: "St Kilda East" → "st-kilda-east", "O'Connor" → "oconnor" (as the data's slugs are). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The slug a location gets: `{name}-{state}` plus `-{postcode}` when it has one. */
export function locationSlug(name: string, stateCode: string, postcode?: string): string {
  const parts = [slugify(name), stateCode.toLowerCase(), postcode].filter((part) => part);
  return parts.join("-");
}

/** Best-effort name from a slug when the database name is not at hand: "bondi-beach-nsw-2026" → "Bondi Beach". */
export function nameFromLocationSlug(slug: string): string {
  const parts = parseLocationSlug(slug);
  if (!parts) return slug;
  const suffix = parts.postcode
    ? `-${parts.stateCode.toLowerCase()}-${parts.postcode}`
    : `-${parts.stateCode.toLowerCase()}`;
  const stem = slug.endsWith(suffix) ? slug.slice(0, -suffix.length) : "";
  if (!stem) return parts.stateCode;
  return stem
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** "name, comma and stateCode, then postcode": "Bondi, NSW 2026". */
export function locationDisplayText(location: {
  slug?: string;
  name?: string;
  stateCode?: string;
  postcode?: string;
}): string {
  const name = location.name ?? (location.slug ? nameFromLocationSlug(location.slug) : "");
  const tail = [location.stateCode, location.postcode].filter((part) => part).join(" ");
  return tail && tail !== name ? `${name}, ${tail}` : name;
}
