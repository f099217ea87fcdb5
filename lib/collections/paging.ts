/** Homes on one page of a collection (the service reads at most this many at once). */
export const HOMES_PER_PAGE = 50;

type QueryValue = string | string[] | undefined;

function first(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export interface CollectionPaging {
  /** 1-based, within 1..pages. */
  page: number;
  pages: number;
  skip: number;
  /** 1-based positions of the first and last home shown ("Homes 51–100 of 120"). */
  from: number;
  to: number;
}

/**
 * Which page of a collection's homes `?page=` asks for. Anything that is not a page number, or a
 * page past the last, reads as the nearest real page: a stale link after homes were removed
 * still shows homes.
 */
export function collectionPaging(raw: QueryValue, homeCount: number): CollectionPaging {
  const pages = Math.max(1, Math.ceil(homeCount / HOMES_PER_PAGE));
  const asked = Number(first(raw) ?? "1");
  const page = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), pages) : 1;
  const skip = (page - 1) * HOMES_PER_PAGE;
  return { page, pages, skip, from: homeCount === 0 ? 0 : skip + 1, to: Math.min(skip + HOMES_PER_PAGE, homeCount) };
}

/** The listing ids picked to compare (`?ids=` repeated), each once, in the order picked; junk dropped. */
export function comparePicks(raw: QueryValue): string[] {
  const values = typeof raw === "string" ? [raw] : (raw ?? []);
  return [...new Set(values.filter((value) => /^\d{1,16}$/.test(value)))];
}
