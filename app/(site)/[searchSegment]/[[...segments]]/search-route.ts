import "server-only";
import { cache } from "react";
import { notFound, permanentRedirect } from "next/navigation";
import { parseSearchRoute } from "@/lib/search/parse-search-url";
import { pageNumber, type SearchFilter } from "@/lib/search/filter";
import { runOperation } from "@/lib/graphql/server";
import { LocationsByIdentifiersDocument } from "@/lib/graphql/generated/documents/LocationsByIdentifiers";
import { SearchOfficeAgentDocument } from "@/lib/graphql/generated/documents/SearchOfficeAgent";
import { SearchOfficeDocument } from "@/lib/graphql/generated/documents/SearchOffice";
import { SearchResultsDocument } from "@/lib/graphql/generated/documents/SearchResults";

export interface SearchPageProps {
  // searchSegment is the URL's first segment: the kind of search ("for-sale", "rent", "sold") or an
  // office page ("real-estate-agency"); parseSearchRoute decides which, anything else is a 404.
  params: Promise<{ searchSegment: string; segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The page's search as its URL says it, with no I/O. Anything that is not a search is a 404 here,
 * before streaming starts.
 */
export const parseSearchPage = cache((searchSegment: string, segments: readonly string[], query: string) => {
  const parsed = parseSearchRoute([searchSegment, ...segments], new URLSearchParams(query));
  if (!parsed.ok) notFound();
  // Middleware redirects non-canonical URLs first; this only catches what bypasses it.
  if (!parsed.isCanonical && parsed.redirectTo) permanentRedirect(parsed.redirectTo);
  return parsed;
});

/**
 * The same search with its places' and office's real names and ids from the database ("O'Connor",
 * not "O Connor"; the office's name for an office page). A place or an office we do not know is a
 * 404. The page awaits this before its first byte, so the 404 is a real status, never a 200 page
 * saying "not found" (which the edge page cache would also keep). Both lookups go through the
 * location cache (10 minutes), so this rarely waits on the database.
 */
export function resolveSearchPage(searchSegment: string, segments: readonly string[], query: string) {
  return resolvePlacesOnce(searchSegment, JSON.stringify(segments), query);
}

// React's cache() compares arguments by identity, and the metadata and the page get their own
// segments arrays, so the cached functions take them as one JSON string.
const segmentsOf = (path: string) => JSON.parse(path) as string[];

const resolvePlacesOnce = cache(async (searchSegment: string, path: string, query: string) => {
  const parsed = parseSearchPage(searchSegment, segmentsOf(path), query);
  const asked = parsed.filter.locationSearchContext.searchLocations;
  const officeSlug = parsed.filter.context === "Office" ? parsed.filter.office?.slug : undefined;
  const agentId = officeSlug ? parsed.filter.office?.agentId : undefined;
  const [{ locations }, office, agent] = await Promise.all([
    asked.length
      ? runOperation(LocationsByIdentifiersDocument, { identifiers: asked.map((l) => l.slug) })
      : { locations: [] },
    officeSlug ? runOperation(SearchOfficeDocument, { slug: officeSlug }).then((result) => result.office) : undefined,
    agentId !== undefined
      ? runOperation(SearchOfficeAgentDocument, { json: JSON.stringify({ userIds: [agentId] }) }).then(
          (result) => result.agents[0],
        )
      : undefined,
  ]);
  const searchLocations = asked.map((location, i) => {
    const found = locations[i];
    if (!found) notFound();
    return { ...location, id: Number(found.id), name: found.name };
  });
  if (officeSlug && !office) notFound();
  // One agent's listings: an agent of this office, whose full name the title and heading use.
  if (agentId !== undefined && (!agent || agent.office.id !== office?.id)) notFound();
  const filter: SearchFilter = {
    ...parsed.filter,
    locationSearchContext: { ...parsed.filter.locationSearchContext, searchLocations },
    ...(parsed.filter.office &&
      office && {
        office: {
          ...parsed.filter.office,
          id: Number(office.id),
          name: office.name,
          ...(agent && { agentFullName: agent.name }),
        },
      }),
  };
  return { ...parsed, filter };
});

/** The page of results, run once per render however many parts of the page ask for it. */
export function searchResultsOf(searchSegment: string, segments: readonly string[], query: string) {
  return searchResultsOnce(searchSegment, JSON.stringify(segments), query);
}

const searchResultsOnce = cache(async (searchSegment: string, path: string, query: string) => {
  const { filter } = await resolvePlacesOnce(searchSegment, path, query);
  return (await runOperation(SearchResultsDocument, { filter })).listingSearchByFilter;
});

/**
 * The number of result pages when the URL asks for a later page, else undefined (the first page
 * never waits for the count). A page past the last is a 404 before the first byte, not a 200
 * with no results. A failed search (total -1) is not a 404: the page says the search failed.
 */
export async function laterPageCount(searchSegment: string, segments: readonly string[], query: string) {
  if (pageNumber(parseSearchPage(searchSegment, segments, query).filter) <= 1) return undefined;
  const { total, pagination } = await searchResultsOf(searchSegment, segments, query);
  if (total >= 0 && pagination.currentPage > pagination.totalPages) notFound();
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
