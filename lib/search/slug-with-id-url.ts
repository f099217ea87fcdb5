import type { SearchMode } from "./search-mode";

/** Something with an id and a slug: a location, office or agent as the API returns it. */
export interface SlugWithIdSource {
  id: number | string;
  slugWithId?: string | null;
  uri?: string | null;
  slug?: string | null;
}

/** Mode segment of the helper: sold, buy (for buy or sale) or rent. Leased is a completed rental, shown with sold. */
const MODE_SEGMENTS: Record<string, "sold" | "buy" | "rent"> = {
  sold: "sold",
  leased: "sold",
  buy: "buy",
  sale: "buy",
  rent: "rent",
};

/** slugWithId, or else the uri or slug joined with the numeric part of the id, lowercased. */
export function slugWithId(source: SlugWithIdSource): string | undefined {
  if (source.slugWithId) return source.slugWithId.toLowerCase();
  const stem = source.uri || source.slug;
  const digits = String(source.id).replace(/\D/g, "");
  if (!stem || !digits) return undefined;
  return `${stem}-${digits}`.toLowerCase();
}

/** The spec's search URL helper: `/{base}/{slug-with-id}/{mode}`; undefined when a part is missing. */
export function slugWithIdSearchUrl(base: string, source: SlugWithIdSource, mode: SearchMode | string): string | undefined {
  const segment = MODE_SEGMENTS[mode.toLowerCase()];
  const slug = slugWithId(source);
  const trimmedBase = base.replace(/^\/+|\/+$/g, "");
  if (!segment || !slug || !trimmedBase) return undefined;
  return `/${trimmedBase}/${slug}/${segment}`;
}
