/** Search modes and the URL segments that name them. */
export const SEARCH_MODES = ["Buy", "Rent", "Sold", "Leased"] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** Search tab ids (Buy 1, Rent 2, Sold 3, Leased 4); listing mode ids are the same for buy, rent and sold. */
export const SEARCH_TAB_IDS: Record<SearchMode, number> = { Buy: 1, Rent: 2, Sold: 3, Leased: 4 };

/** Sold and leased searches look at completed transactions, not live listings. */
export function isCompletedMode(mode: SearchMode): boolean {
  return mode === "Sold" || mode === "Leased";
}

/** First path segment of the location-results URL form. */
export const LOCATION_RESULTS_SEGMENTS: Record<SearchMode, string> = {
  Buy: "properties-for-sale",
  Rent: "properties-for-rent",
  Sold: "sold-properties",
  Leased: "leased-properties",
};

/** First path segment of the faceted URL form. */
export const FACETED_SEGMENTS: Record<SearchMode, string> = {
  Buy: "for-sale",
  Rent: "for-rent",
  Sold: "sold-properties",
  Leased: "leased-properties",
};

/** Every first segment the parser accepts, with the mode it means. */
export function searchModeForSegment(segment: string): SearchMode | undefined {
  for (const mode of SEARCH_MODES) {
    if (LOCATION_RESULTS_SEGMENTS[mode] === segment || FACETED_SEGMENTS[mode] === segment) return mode;
  }
  return undefined;
}

const SEARCH_TYPE_PATHS: Record<string, string> = {
  buy: "/for-sale",
  rent: "/for-rent",
  sold: "/sold-properties",
  leased: "/leased-properties",
};

/** Base path by search type: known types map to their segment, others to "/{type}". */
export function searchTypeBasePath(searchType: string): string {
  const type = searchType.toLowerCase();
  return SEARCH_TYPE_PATHS[type] ?? `/${encodeURIComponent(type)}`;
}
