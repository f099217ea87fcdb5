/** Something with an id and a slug: a location, office or agent as the API returns it. */
export interface SlugWithIdSource {
  id: number | string;
  slugWithId?: string | null;
  uri?: string | null;
  slug?: string | null;
}

/** slugWithId, or else the uri or slug joined with the numeric part of the id, lowercased. */
export function slugWithId(source: SlugWithIdSource): string | undefined {
  if (source.slugWithId) return source.slugWithId.toLowerCase();
  const stem = source.uri || source.slug;
  const digits = String(source.id).replace(/\D/g, "");
  if (!stem || !digits) return undefined;
  return `${stem}-${digits}`.toLowerCase();
}
