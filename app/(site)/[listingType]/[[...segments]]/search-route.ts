import "server-only";
import { cache } from "react";
import { notFound, permanentRedirect } from "next/navigation";
import { parseSearchRoute } from "@/lib/search/parse-search-url";
import type { SearchFilter } from "@/lib/search/filter";
import { runOperation } from "@/lib/graphql/server";
import { LocationsByIdentifiersDocument } from "@/lib/graphql/generated/operations";

export interface SearchPageProps {
  params: Promise<{ listingType: string; segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The page's search as its URL says it, with no I/O: the page shell (heading, filters) renders
 * from this at once, so the first byte never waits for the database. Anything that is not a
 * search is a 404 here, before streaming starts.
 */
export const parseSearchPage = cache((listingType: string, segments: readonly string[], query: string) => {
  const parsed = parseSearchRoute([listingType, ...segments], new URLSearchParams(query));
  if (!parsed.ok) notFound();
  // Middleware redirects non-canonical URLs first; this only catches what bypasses it.
  if (!parsed.isCanonical && parsed.redirectTo) permanentRedirect(parsed.redirectTo);
  return parsed;
});

/**
 * The same search with its places' real names and ids from the database ("O'Connor", not
 * "O Connor"), for metadata (which Next streams to browsers and awaits for crawlers) and for
 * anything rendered inside a Suspense boundary. A place we do not know is a 404.
 */
export const resolveSearchPlaces = cache(async (listingType: string, segments: readonly string[], query: string) => {
  const parsed = parseSearchPage(listingType, segments, query);
  const asked = parsed.filter.locationSearchContext.searchLocations;
  const { locations } = asked.length
    ? await runOperation(LocationsByIdentifiersDocument, { identifiers: asked.map((l) => l.slug) })
    : { locations: [] };
  const searchLocations = asked.map((location, i) => {
    const found = locations[i];
    if (!found) notFound();
    return { ...location, id: Number(found.id), name: found.name };
  });
  const filter: SearchFilter = {
    ...parsed.filter,
    locationSearchContext: { ...parsed.filter.locationSearchContext, searchLocations },
  };
  return { ...parsed, filter };
});

export async function searchPageArgs(props: SearchPageProps) {
  const [{ listingType, segments = [] }, searchParams] = await Promise.all([props.params, props.searchParams]);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) query.append(key, v);
  }
  return { listingType, segments, query: query.toString(), searchParams };
}
