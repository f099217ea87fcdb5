/** A question's unique uri: `/questions/{id}-{words of its title}`; the id alone decides which. */
export function questionSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "question";
}

export function questionPath(id: number, slug: string): string {
  return `/questions/${id}-${slug}`;
}

/** The id in a question uri segment (`123-school-zones`), or null. */
export function questionIdOf(segment: string): number | null {
  const match = /^(\d{1,12})(?:-[a-z0-9-]*)?$/.exec(segment);
  return match ? Number(match[1]) : null;
}

export const QNA_PATH = "/questions";

export function locationQuestionsPath(locationSlug: string): string {
  return `/locations/${locationSlug}/questions`;
}
