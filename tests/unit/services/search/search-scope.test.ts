/**
 * What a results page resolves before its first byte (`resolveSearch`): real names and ids for its
 * places, office and agent, NOT_FOUND for any that does not exist, and a scope the search then
 * uses without looking the places up again (one lookup per request).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocationCache } from "@/lib/cache/location-cache";
import { createMemoryBackend } from "@/lib/cache/memory-backend";
import { attachLocationCache } from "@/lib/cache/request-location-cache";
import { defaultSearchFilter, type SearchFilter } from "@/lib/search/filter";
import { createServiceContext } from "@/lib/services/context";
import { searchByFilter } from "@/lib/services/search/search-listings";
import { resolveSearch } from "@/lib/services/search/search-scope";
import { createSearchFixture, FIXTURE_NOW, OFFICES, suburb, type SearchFixture } from "../../db/search-fixture";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await createSearchFixture(200);
});
afterAll(() => fixture.sqlite.close());

const ctx = () => createServiceContext(fixture.db, FIXTURE_NOW);

const inPlaces = (...slugs: string[]): SearchFilter => ({
  ...defaultSearchFilter("Buy"),
  // The name a URL guesses from its slug; the database's name replaces it.
  locationSearchContext: {
    includeSurroundingSuburbs: true,
    searchLocations: slugs.map((slug) => ({ slug, name: "?" })),
  },
});

const ofOffice = (slug: string, agentId?: number): SearchFilter => ({
  ...defaultSearchFilter("Sold"),
  context: "Office",
  office: { slug, ...(agentId !== undefined && { agentId }) },
});

describe("resolveSearch", () => {
  it("gives the places their ids and names from the database", async () => {
    const bondi = suburb("Bondi");
    const resolved = await resolveSearch(ctx(), inPlaces(bondi.slug));
    if (!resolved.ok) throw new Error(resolved.message);
    expect(resolved.filter.locationSearchContext.searchLocations).toEqual([
      expect.objectContaining({ slug: bondi.slug, id: bondi.id, name: "Bondi" }),
    ]);
    expect(resolved.scope.places.map((row) => row.id)).toEqual([bondi.id]);
  });

  it("is NOT_FOUND for a place, an office or an agent that does not exist", async () => {
    expect(await resolveSearch(ctx(), inPlaces(suburb("Bondi").slug, "atlantis-nsw-2999"))).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
      message: expect.stringContaining("atlantis-nsw-2999"),
    });
    expect(await resolveSearch(ctx(), ofOffice("no-such-office"))).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await resolveSearch(ctx(), ofOffice(OFFICES[0]!.slug, 999))).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
  });

  it("names an office page after the office, and an agent's page after the agent, who must be the office's", async () => {
    const office = await resolveSearch(ctx(), ofOffice(OFFICES[0]!.slug));
    expect(office).toMatchObject({ ok: true, filter: { office: { id: OFFICES[0]!.id, name: OFFICES[0]!.slug } } });
    // The fixture's one agent, Sam Lee, works at the first office.
    const agent = await resolveSearch(ctx(), ofOffice(OFFICES[0]!.slug, 1));
    expect(agent).toMatchObject({ ok: true, filter: { office: { agentId: 1, agentFullName: "Sam Lee" } } });
    expect(await resolveSearch(ctx(), ofOffice(OFFICES[1]!.slug, 1))).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });

  it("hands the search a scope, so the places are not looked up again", async () => {
    const cache = createLocationCache(createMemoryBackend());
    const withCache = () => {
      const context = ctx();
      attachLocationCache(context, cache);
      return context;
    };
    const resolved = await resolveSearch(withCache(), inPlaces(suburb("Bondi").slug));
    if (!resolved.ok) throw new Error(resolved.message);
    expect(cache.stats).toMatchObject({ hits: 0, misses: 1 }); // the place, by slug

    const given = await searchByFilter(withCache(), resolved.filter, resolved.scope);
    expect(given.ok && given.search.total).toBeGreaterThan(0);
    expect(cache.stats).toMatchObject({ hits: 0, misses: 2 }); // only the boundary: no second place lookup

    const alone = await searchByFilter(withCache(), resolved.filter);
    expect(alone.ok && alone.search.total).toBe(given.ok && given.search.total);
    expect(cache.stats).toMatchObject({ hits: 2, misses: 2 }); // without a scope: the place again, and the boundary
  });
});
