/**
 * Reads a results URL into the mode, locations and page. Interim: understands the canonical
 * location forms (/properties-for-sale/{slug}/real-estate, /sold-properties/{slug}, page-N,
 * ?suburbs=, ?page=); the full filter parser of lib/search replaces it.
 */
export type SearchMode = "Buy" | "Rent" | "Sold" | "Leased";

const LISTING_TYPES: Record<string, SearchMode> = {
  "properties-for-sale": "Buy",
  "for-sale": "Buy",
  buy: "Buy",
  "properties-for-rent": "Rent",
  "for-rent": "Rent",
  rent: "Rent",
  "sold-properties": "Sold",
  sold: "Sold",
  "leased-properties": "Leased",
  leased: "Leased",
};

export interface ResultsRoute {
  searchMode: SearchMode;
  locationSlugs: string[];
  page: number;
}

export function parseResultsRoute(
  listingType: string,
  segments: readonly string[],
  query: Record<string, string | string[] | undefined>,
): ResultsRoute | null {
  const searchMode = LISTING_TYPES[listingType];
  if (!searchMode) return null;
  const [location, ...rest] = segments;
  let page = 1;
  for (const segment of rest) {
    const pageMatch = /^page-(\d{1,5})$/.exec(segment);
    if (pageMatch) page = Number(pageMatch[1]);
    else if (segment !== "real-estate") return null;
  }
  const queryPage = typeof query.page === "string" ? Number(query.page) : NaN;
  if (Number.isInteger(queryPage) && queryPage >= 1 && queryPage <= 10_000) page = queryPage;
  if (page < 1) return null;
  const extra = typeof query.suburbs === "string" ? query.suburbs.split(",").filter(Boolean).slice(0, 19) : [];
  if (location !== undefined && !/^[a-z0-9-]{2,120}$/.test(location)) return null;
  return { searchMode, locationSlugs: location ? [location, ...extra] : [], page };
}
