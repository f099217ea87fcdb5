/**
 * The results page shows a list or a map. The choice is in the URL, `?view=map` (absent means
 * the list), so a map view (and a drawn area on it) can be shared. The search URL parser ignores
 * `view`, so it never changes the search or triggers a canonical redirect. docs/map.md.
 */
export const RESULTS_VIEW_PARAM = "view";
export const RESULTS_VIEWS = ["list", "map"] as const;
export type ResultsView = (typeof RESULTS_VIEWS)[number];

type SearchParamsLike = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The view a URL's query asks for: `map` only for exactly `view=map`, anything else is the list. */
export function resultsViewOf(searchParams: SearchParamsLike): ResultsView {
  const value =
    searchParams instanceof URLSearchParams ? searchParams.get(RESULTS_VIEW_PARAM) : searchParams[RESULTS_VIEW_PARAM];
  return (Array.isArray(value) ? value[0] : value) === "map" ? "map" : "list";
}

/**
 * `href` showing `view`: `view=map` appended, or removed for the list. The rest of the query is
 * kept byte for byte (URLSearchParams would re-escape the commas search URLs leave readable).
 */
export function withResultsView(href: string, view: ResultsView): string {
  const hashAt = href.indexOf("#");
  const hash = hashAt >= 0 ? href.slice(hashAt) : "";
  const withoutHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = withoutHash.indexOf("?");
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const kept = (queryAt >= 0 ? withoutHash.slice(queryAt + 1) : "")
    .split("&")
    .filter((pair) => pair !== "" && pair.split("=")[0] !== RESULTS_VIEW_PARAM);
  if (view === "map") kept.push(`${RESULTS_VIEW_PARAM}=map`);
  return `${path}${kept.length > 0 ? `?${kept.join("&")}` : ""}${hash}`;
}
