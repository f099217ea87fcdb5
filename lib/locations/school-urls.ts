/**
 * A school's page: /schools/{id}-{words of its name}. The id alone decides which school; the
 * words are for people and search engines, and a page asked for with other words redirects to
 * these. The page is the same for everyone, so the edge page cache shares it by its path.
 */
export const SCHOOLS_PATH = "/schools";

export function schoolSlug(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/, "") || "school"
  );
}

export function schoolPath(id: number, name: string): string {
  return `${SCHOOLS_PATH}/${id}-${schoolSlug(name)}`;
}

/** The id in a school page's segment (`123-bondi-public-school`), or null. */
export function schoolIdOf(segment: string): number | null {
  const match = /^(\d{1,12})(?:-[a-z0-9-]*)?$/.exec(segment);
  return match ? Number(match[1]) : null;
}

/** The path to share a school page under (it reads no query), or undefined when it is not one. */
export function sharedSchoolPath(pathname: string): string | undefined {
  return /^\/schools\/\d{1,12}-[a-z0-9-]{1,80}$/.test(pathname) ? pathname : undefined;
}
