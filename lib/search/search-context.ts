/** Search contexts: where the result set comes from. */
export const SEARCH_CONTEXTS = ["Location", "Map", "Draw", "Office"] as const;
export type SearchContext = (typeof SEARCH_CONTEXTS)[number];

/** What titles show in place of a location for area searches. */
export const CONTEXT_DISPLAY_NAMES: Partial<Record<SearchContext, string>> = {
  Map: "Mapped Area",
  Draw: "Drawn Area",
};
