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
 * The page's search, read once per request (metadata and page share it): the parsed filter with
 * the locations' real names filled in, or a 404 for anything that is not a search or names a
 * place we do not know.
 */
export const resolveSearchRoute = cache(async (listingType: string, segments: readonly string[], query: string) => {
  const parsed = parseSearchRoute([listingType, ...segments], new URLSearchParams(query));
  if (!parsed.ok) notFound();
  // Middleware redirects non-canonical URLs first; this only catches what bypasses it.
  if (!parsed.isCanonical && parsed.redirectTo) permanentRedirect(parsed.redirectTo);
  const asked = parsed.filter.locationSearchContext.searchLocations;
  const { locations } = asked.length
    ? await runOperation(LocationsByIdentifiersDocument, { identifiers: asked.map((l) => l.slug) })
    : { locations: [] };
  const searchLocations = asked.map((location, i) => {
    const found = locations[i];
    // A place we do not know is a page that does not exist, not an empty search.
    if (!found) notFound();
    return { ...location, id: Number(found.id), name: found.name };
  });
  const filter: SearchFilter = {
    ...parsed.filter,
    locationSearchContext: { ...parsed.filter.locationSearchContext, searchLocations },
  };
  return { filter, canonicalUrl: parsed.canonicalUrl, indexable: parsed.indexable, warnings: parsed.warnings };
});

export async function readSearchPage(props: SearchPageProps) {
  const [{ listingType, segments = [] }, searchParams] = await Promise.all([props.params, props.searchParams]);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) query.append(key, v);
  }
  return resolveSearchRoute(listingType, segments, query.toString());
}
