import { beforeAll, describe, expect, it } from "vitest";
import type { CacheBackend } from "@/lib/cache/backend";
import { createLocationCache } from "@/lib/cache/location-cache";
import { createMemoryBackend } from "@/lib/cache/memory-backend";
import { attachLocationCache } from "@/lib/cache/request-location-cache";
import { createServiceContext } from "@/lib/services/context";
import { getLocation, getLocations } from "@/lib/services/locations/get-location";
import { expandSearchPlaces } from "@/lib/services/search/search-places";
import { defaultSearchFilter } from "@/lib/search/filter";
import { createSearchFixture, suburb, type SearchFixture } from "../db/search-fixture";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await createSearchFixture(10);
});

const failing: CacheBackend = {
  name: "upstash",
  get: () => Promise.reject(new Error("Redis down")),
  put: () => Promise.reject(new Error("Redis down")),
  delete: () => Promise.reject(new Error("Redis down")),
};

function searchFor(slug: string) {
  return {
    ...defaultSearchFilter("Buy"),
    locationSearchContext: { includeSurroundingSuburbs: true, searchLocations: [{ slug }] },
  };
}

describe("location lookups through the cache", () => {
  it("serve a second request from the cache (rows and boundaries)", async () => {
    const cache = createLocationCache(createMemoryBackend());
    const bondi = suburb("Bondi");
    const first = createServiceContext(fixture.db);
    attachLocationCache(first, cache);
    await expandSearchPlaces(first, searchFor(bondi.slug));
    const misses = cache.stats.misses;
    expect(misses).toBe(2);

    const second = createServiceContext(fixture.db);
    attachLocationCache(second, cache);
    const places = await expandSearchPlaces(second, searchFor(bondi.slug));
    expect(cache.stats).toMatchObject({ hits: 2, misses });
    expect(places.searchLocations[0]).toMatchObject({ id: bondi.id, slug: bondi.slug });
    expect(places.searchLocations[0]?.wellKnownText).toMatch(/^POLYGON/);
  });

  it("still answer from the database when the cache backend fails", async () => {
    const ctx = createServiceContext(fixture.db);
    const cache = createLocationCache(failing);
    attachLocationCache(ctx, cache);
    const bondi = suburb("Bondi");
    expect((await getLocation(ctx, bondi.slug))?.id).toBe(bondi.id);
    expect(
      (await getLocations(ctx, [String(bondi.id), "glebe-nsw-2037", "nowhere-nsw-9999"])).map(
        (location) => location?.name ?? null,
      ),
    ).toEqual(["Bondi", "Glebe", null]);
    const places = await expandSearchPlaces(ctx, searchFor(bondi.slug));
    expect(places.searchLocations[0]?.wellKnownText).toMatch(/^POLYGON/);
    expect(cache.stats.errors).toBeGreaterThan(0);
  });
});
