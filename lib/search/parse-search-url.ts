import { ALL_PROPERTY_TYPES_SLUG, propertyTypeBySlug } from "@/lib/listings/property-types";
import { buildFacetUrl, PAGE_SEGMENT_PREFIX } from "./facet-url";
import { applyFacetToken, facetTokens } from "./facets";
import { searchFilterSchema, type SearchFilter } from "./filter";
import { draftToFilterInput, emptyDraft, type FilterDraft } from "./filter-draft";
import { MAX_PAGE, MAX_SEARCH_URL_LENGTH } from "./limits";
import { normaliseFilter } from "./normalise";
import { encodeQueryValue, SEARCH_QUERY_KEYS, type SearchQueryKey } from "./query-params";
import { applyQuery } from "./read-query";
import { isOfficeSlug, parseLocationSlug } from "./search-location";
import { FACETED_SEGMENTS, searchModeForSegment, SEARCH_MODES, type SearchMode } from "./search-mode";
import { OFFICE_SEARCH_ROOT } from "./url-parts";

export type ParsedSearchUrl =
  | {
      ok: true;
      filter: SearchFilter;
      /** The faceted URL of this filter: where a non-canonical request should go. */
      canonicalUrl: string;
      /** The request was already exactly canonicalUrl (unknown query parameters such as utm_* aside). */
      isCanonical: boolean;
      /** Set when the request is not canonical: 301 here. */
      redirectTo?: string;
      /** Every filter fits the canonical path, so the page may be indexed. */
      indexable: boolean;
      /** What was dropped or clamped, and why. */
      warnings: string[];
    }
  | { ok: false; error: string };

export type SearchQueryInput = URLSearchParams | Record<string, string | readonly string[] | undefined>;

const KNOWN_KEYS = new Set<string>(SEARCH_QUERY_KEYS);
const PAGE_SEGMENT = new RegExp(`^${PAGE_SEGMENT_PREFIX}(\\d{1,12})$`);

function queryPairs(query: SearchQueryInput): Array<[string, string]> {
  if (query instanceof URLSearchParams) return [...query.entries()];
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === "string") pairs.push([key, value]);
    else if (Array.isArray(value)) for (const item of value) if (typeof item === "string") pairs.push([key, item]);
  }
  return pairs;
}

/** Reads the mode (and the office, for office pages) from the start of the path. */
function readBase(segments: string[]): { draft: FilterDraft; used: number } | { error: string } {
  const [first, second, third] = segments;
  if (first === OFFICE_SEARCH_ROOT) {
    const mode = SEARCH_MODES.find((candidate: SearchMode) => FACETED_SEGMENTS[candidate] === third);
    if (!second || !isOfficeSlug(second) || !mode) return { error: "Not an office search URL" };
    const draft = emptyDraft(mode);
    draft.context = "Office";
    draft.officeSlug = second;
    return { draft, used: 3 };
  }
  const mode = first === undefined ? undefined : searchModeForSegment(first);
  if (!mode) return { error: `Not a search URL: unknown listing type '${(first ?? "").slice(0, 40)}'` };
  return { draft: emptyDraft(mode), used: 1 };
}

/** Walks the optional path parts in their fixed order: location, property type, facets, page. */
function readPath(segments: string[], draft: FilterDraft, warnings: string[]): string | undefined {
  let index = 0;
  const next = () => segments[index];
  const location = next() === undefined ? undefined : parseLocationSlug(next() ?? "");
  if (location) {
    draft.locations.push(location);
    index += 1;
  }
  const typeSlug = next();
  if (typeSlug === ALL_PROPERTY_TYPES_SLUG) index += 1;
  else {
    const type = typeSlug === undefined ? undefined : propertyTypeBySlug(typeSlug);
    if (type?.apiName) {
      draft.propertyTypes.push(type.apiName);
      index += 1;
    }
  }
  const tokens = facetTokens(next() ?? "");
  if (tokens) {
    for (const token of tokens) applyFacetToken(token, draft);
    index += 1;
  }
  const pageMatch = PAGE_SEGMENT.exec(next() ?? "");
  if (pageMatch?.[1]) {
    const page = Number(pageMatch[1]);
    if (page > MAX_PAGE) warnings.push(`Pages stop at ${MAX_PAGE}`);
    draft.page = Math.min(Math.max(page, 1), MAX_PAGE);
    index += 1;
  }
  const extra = next();
  return extra === undefined ? undefined : `Not a search URL: unexpected segment '${extra.slice(0, 40)}'`;
}

/**
 * Parses the route of a search page (path segments as the router gives them, and its query)
 * back into a filter. Never throws: a URL that is not a search is `{ ok: false, error }`; bad
 * values inside a search URL are dropped or clamped and listed in `warnings`.
 */
export function parseSearchRoute(rawSegments: readonly string[], query: SearchQueryInput): ParsedSearchUrl {
  try {
    const segments = rawSegments.filter((segment) => segment !== "").map((segment) => segment.toLowerCase());
    if (segments.join("/").length > MAX_SEARCH_URL_LENGTH) return { ok: false, error: "The search URL is too long" };
    const base = readBase(segments);
    if ("error" in base) return { ok: false, error: base.error };
    const { draft } = base;
    const warnings: string[] = [];
    const pathError = readPath(segments.slice(base.used), draft, warnings);
    if (pathError) return { ok: false, error: pathError };

    const pairs = queryPairs(query);
    if (pairs.reduce((length, [key, value]) => length + key.length + value.length + 2, 0) > MAX_SEARCH_URL_LENGTH) {
      return { ok: false, error: "The search URL is too long" };
    }
    const firstValue = (key: SearchQueryKey) => pairs.find(([name]) => name === key)?.[1];
    applyQuery(firstValue, draft, warnings);

    const parsed = searchFilterSchema.safeParse(draftToFilterInput(draft, warnings));
    if (!parsed.success) {
      return { ok: false, error: `Not a valid search: ${parsed.error.issues[0]?.message ?? "unknown problem"}` };
    }
    const filter = normaliseFilter(parsed.data);
    const built = buildFacetUrl(filter);
    if (built.url === undefined) return { ok: false, error: built.error };

    const known = pairs.filter(([key]) => KNOWN_KEYS.has(key));
    const requestedQuery = known.map(([key, value]) => `${key}=${encodeQueryValue(value)}`).join("&");
    const requested = `/${rawSegments.join("/")}${requestedQuery ? `?${requestedQuery}` : ""}`;
    const isCanonical = requested === built.url;
    return {
      ok: true,
      filter,
      canonicalUrl: built.url,
      isCanonical,
      ...(!isCanonical && { redirectTo: built.url }),
      indexable: buildFacetUrl(filter, { canonicalOnly: true }).url !== undefined,
      warnings,
    };
  } catch {
    return { ok: false, error: "The search URL could not be read" };
  }
}

/** parseSearchRoute for a whole URL or path-with-query string. */
export function parseSearchUrl(url: string): ParsedSearchUrl {
  if (typeof url !== "string" || url.length > MAX_SEARCH_URL_LENGTH * 2) {
    return { ok: false, error: "The search URL is too long" };
  }
  try {
    const parsed = new URL(url, "https://search.invalid");
    const segments = parsed.pathname
      .split("/")
      .slice(1)
      .map((segment) => decodeURIComponent(segment));
    return parseSearchRoute(segments, parsed.searchParams);
  } catch {
    return { ok: false, error: "The search URL could not be read" };
  }
}
