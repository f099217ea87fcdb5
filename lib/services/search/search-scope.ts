import type { LocationRow } from "../../db/queries/locations/locations";
import type { SearchFilter } from "../../search/filter";
import type { Agent, Office } from "../agents/agent";
import { getAgents, getOfficeBySlug } from "../agents/get-agents";
import { toOffice } from "../agents/agent";
import type { ServiceContext } from "../context";
import { locationRowsBySlugs } from "../locations/cached-location-rows";
import { fail, type Result } from "../result";

/**
 * What a filter names, looked up once per request: its places by slug and an office search's
 * office, both through the location cache (10 minutes). A results page looks them up before its
 * first byte (an unknown one is a 404) and hands the scope to the search, which only widens the
 * places (regions to suburbs, surrounding suburbs) and never looks them up again.
 */
export interface SearchScope {
  /** The filter's places that exist, in the order it names them. */
  places: LocationRow[];
  /** Slugs the filter names that no place has. */
  unknownSlugs: string[];
  /** An office search's office, null when none has its id or slug; absent for other searches. */
  office?: Office | null;
}

export const OFFICE_NOT_FOUND_WARNING = "No office matches this search";

async function findOffice(ctx: ServiceContext, office: NonNullable<SearchFilter["office"]>): Promise<Office | null> {
  // An id (API callers may send one) wins over the slug, as it always has.
  if (office.id === undefined) return getOfficeBySlug(ctx, office.slug);
  const row = await ctx.loaders.office.load(office.id);
  return row ? toOffice(row) : null;
}

export async function findSearchScope(ctx: ServiceContext, filter: SearchFilter): Promise<SearchScope> {
  const asked = filter.locationSearchContext.searchLocations.map((location) => location.slug);
  const [bySlug, office] = await Promise.all([
    locationRowsBySlugs(ctx, asked),
    filter.context === "Office" && filter.office ? findOffice(ctx, filter.office) : undefined,
  ]);
  return {
    places: asked.flatMap((slug) => bySlug.get(slug) ?? []),
    unknownSlugs: asked.filter((slug) => !bySlug.has(slug)),
    ...(office !== undefined && { office }),
  };
}

/**
 * The search a results page shows: its scope, and its filter with the real ids and names of its
 * places ("O'Connor", not the URL's "O Connor") and office (the office's name, or one agent's full
 * name on `?agent=` pages, for titles and headings). A place, office or agent that does not exist
 * is NOT_FOUND: a page cannot be about it. An agent must be one of the office's.
 */
export async function resolveSearch(
  ctx: ServiceContext,
  filter: SearchFilter,
): Promise<Result<{ filter: SearchFilter; scope: SearchScope }>> {
  const agentId = filter.context === "Office" ? filter.office?.agentId : undefined;
  const [scope, agent] = await Promise.all([
    findSearchScope(ctx, filter),
    agentId === undefined ? undefined : getAgents(ctx, [agentId]).then((agents): Agent | undefined => agents[0]),
  ]);
  const unknown = scope.unknownSlugs[0];
  if (unknown !== undefined) return fail("NOT_FOUND", `No place matches "${unknown}".`);
  if (scope.office === null) return fail("NOT_FOUND", `${OFFICE_NOT_FOUND_WARNING}.`);
  if (agentId !== undefined && (!agent || agent.officeId !== scope.office?.id))
    return fail("NOT_FOUND", "No agent of this office has that id.");

  const bySlug = new Map(scope.places.map((row) => [row.slug, row]));
  const searchLocations = filter.locationSearchContext.searchLocations.flatMap((location) => {
    const row = bySlug.get(location.slug);
    return row ? [{ ...location, id: row.id, name: row.name }] : [];
  });
  const office = scope.office;
  return {
    ok: true,
    scope,
    filter: {
      ...filter,
      locationSearchContext: { ...filter.locationSearchContext, searchLocations },
      ...(filter.office &&
        office && {
          office: {
            ...filter.office,
            id: office.id,
            name: office.name,
            ...(agent && { agentFullName: agent.name }),
          },
        }),
    },
  };
}
