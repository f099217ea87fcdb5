import "server-only";
import { cache } from "react";
import { notFound, permanentRedirect } from "next/navigation";
import { parseSearchRoute } from "@/lib/search/parse-search-url";
import { pageNumber } from "@/lib/search/filter";
import { toListingCards } from "@/lib/services/listings/listing-card";
import { requestContext } from "@/lib/services/request-context";
import { mapMarkersByFilter } from "@/lib/services/search/map-markers";
import { searchByFilter } from "@/lib/services/search/search-listings";
import { resolveSearch } from "@/lib/services/search/search-scope";

export interface SearchPageProps {
  // searchSegment is the URL's first segment: the kind of search ("for-sale", "rent", "sold") or an
  // office page ("real-estate-agency"); parseSearchRoute decides which, anything else is a 404.
  params: Promise<{ searchSegment: string; segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The page's search as its URL says it, with no I/O: the one check of its filter per request (zod,
 * then the normal form, in parseSearchRoute); the services take it as valid. Anything that is not
 * a search is a 404 here, before streaming starts.
 */
export function parseSearchPage(searchSegment: string, segments: readonly string[], query: string) {
  return parseOnce(searchSegment, JSON.stringify(segments), query);
}

// React's cache() compares arguments by identity, and the metadata and the page get their own
// segments arrays, so the cached functions take them as one JSON string.
const segmentsOf = (path: string) => JSON.parse(path) as string[];

const parseOnce = cache((searchSegment: string, path: string, query: string) => {
  const parsed = parseSearchRoute([searchSegment, ...segmentsOf(path)], new URLSearchParams(query));
  if (!parsed.ok) notFound();
  // Middleware redirects non-canonical URLs first; this only catches what bypasses it.
  if (!parsed.isCanonical && parsed.redirectTo) permanentRedirect(parsed.redirectTo);
  return parsed;
});

/**
 * The same search with its places' and office's real names and ids from the database ("O'Connor",
 * not "O Connor"; the office's name for an office page), and the scope the search itself then
 * uses, so each place and office is looked up once per request. A place, office or agent we do
 * not know is a 404. The page awaits this before its first byte, so the 404 is a real status,
 * never a 200 page saying "not found" (which the edge page cache would also keep). The lookups go
 * through the location cache (10 minutes), so this rarely waits on the database.
 */
export function resolveSearchPage(searchSegment: string, segments: readonly string[], query: string) {
  return resolvePlacesOnce(searchSegment, JSON.stringify(segments), query);
}

const resolvePlacesOnce = cache(async (searchSegment: string, path: string, query: string) => {
  const parsed = parseOnce(searchSegment, path, query);
  const resolved = await resolveSearch(requestContext(), parsed.filter);
  if (!resolved.ok) notFound();
  return { ...parsed, filter: resolved.filter, scope: resolved.scope };
});

/**
 * The page of results as cards, run once per render however many parts of the page ask for it.
 * A search that failed is the service's Failure (UNAVAILABLE); the page says so.
 */
export function searchResultsOf(searchSegment: string, segments: readonly string[], query: string) {
  return searchResultsOnce(searchSegment, JSON.stringify(segments), query);
}

const searchResultsOnce = cache(async (searchSegment: string, path: string, query: string) => {
  const { filter, scope } = await resolvePlacesOnce(searchSegment, path, query);
  const ctx = requestContext();
  const found = await searchByFilter(ctx, filter, scope);
  if (!found.ok) return found;
  return { ok: true as const, search: { ...found.search, listings: await toListingCards(ctx, found.search.listings) } };
});

/** A page of results with its listings as cards, or the Failure of a search that failed. */
export type SearchResultsOutcome = Awaited<ReturnType<typeof searchResultsOnce>>;

/** The map view's markers for the same search and scope; none when the search failed. */
export async function mapMarkersOf(searchSegment: string, segments: readonly string[], query: string) {
  const { filter, scope } = await resolvePlacesOnce(searchSegment, JSON.stringify(segments), query);
  const found = await mapMarkersByFilter(requestContext(), filter, scope);
  return found.ok ? found.markers : [];
}

/**
 * The number of result pages when the URL asks for a later page, else undefined (the first page
 * never waits for the count, and a failed search has none). A page past the last is a 404 before
 * the first byte, not a 200 with no results. A failed search is not a 404: the page says the
 * search failed.
 */
export async function laterPageCount(searchSegment: string, segments: readonly string[], query: string) {
  if (pageNumber(parseSearchPage(searchSegment, segments, query).filter) <= 1) return undefined;
  const found = await searchResultsOf(searchSegment, segments, query);
  if (!found.ok) return undefined;
  const { pagination } = found.search;
  if (pagination.currentPage > pagination.totalPages) notFound();
  return pagination.totalPages;
}

export async function searchPageArgs(props: SearchPageProps) {
  const [{ searchSegment, segments = [] }, searchParams] = await Promise.all([props.params, props.searchParams]);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) query.append(key, v);
  }
  return { searchSegment, segments, query: query.toString(), searchParams };
}
