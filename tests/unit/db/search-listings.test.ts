import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryListingSearch, searchMapMarkers } from "@/lib/db/queries/search/listing-search";
import type { ListingSearchQuery } from "@/lib/db/queries/search/query";
import { isPointInPolygon } from "@/lib/db/queries/search/polygon";
import { drawnAreaCells, firstIdsInside } from "@/lib/db/queries/search/drawn-area";
import { createServiceContext } from "@/lib/services/context";
import { mapMarkersByFilter } from "@/lib/services/search/map-markers";
import { readSearchFilter, searchByFilter } from "@/lib/services/search/search-listings";
import type { SearchFilterInput } from "@/lib/search/filter";
import {
  cellPathPolygon,
  listingSearchQueryArbitrary,
  plainAreaQueryArbitrary,
  unfilteredQuery,
} from "./search-arbitraries";
import {
  createSearchFixture,
  EASTERN_REGION,
  FIXTURE_NOW,
  FIXTURE_SUBURBS,
  OFFICES,
  suburb,
  type SearchFixture,
} from "./search-fixture";
import { oracleCompare, oracleSearch } from "./search-oracle";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await createSearchFixture();
});
afterAll(() => fixture.sqlite.close());

async function expectAgreesWithOracle(query: ListingSearchQuery) {
  const result = await queryListingSearch(fixture.db, query);
  const expected = oracleSearch(fixture.listingRows, fixture.inspectionRows, query);
  expect(result.total).toBe(expected.total);
  expect(result.rows.map((row) => row.id)).toEqual(expected.pageIds);
  expect(result.medianPrice).toBe(expected.median);
  expect(Object.fromEntries(result.byPropertyType)).toEqual(Object.fromEntries(expected.byPropertyType));
  expect(Object.fromEntries(result.byBedrooms)).toEqual(Object.fromEntries(expected.byBedrooms));
  return result;
}

describe("search query against the fixture", () => {
  it("agrees with the plain-JavaScript search on random filters, sorts, areas and pages", async () => {
    await fc.assert(
      fc.asyncProperty(listingSearchQueryArbitrary, async (query) => {
        await expectAgreesWithOracle(query);
      }),
      { numRuns: 300 },
    );
  });

  it("agrees with it on maps and drawn areas without filters (figures from the per-cell tables)", async () => {
    await fc.assert(
      fc.asyncProperty(plainAreaQueryArbitrary, async (query) => {
        await expectAgreesWithOracle(query);
      }),
      { numRuns: 300 },
    );
  });

  // Random drawn areas take the cells' path only sometimes; these always do.
  it("agrees with it on drawn areas large enough to be counted from the per-cell tables", async () => {
    const drawnForCells = fc
      .tuple(plainAreaQueryArbitrary, cellPathPolygon)
      .map(([{ bounds: _bounds, ...query }, polygon]) => ({ ...query, polygon }));
    await fc.assert(
      fc.asyncProperty(drawnForCells, async (query) => {
        expect(drawnAreaCells(query, query.polygon)).toBeDefined();
        await expectAgreesWithOracle(query);
      }),
      { numRuns: 60 },
    );
  });

  it("takes a drawn area's first ids from more of its box while too few pass the test", async () => {
    await fc.assert(
      fc.asyncProperty(
        plainAreaQueryArbitrary.filter((query) => query.polygon !== undefined),
        fc.integer({ min: 1, max: 8 }),
        async (query, firstFetch) => {
          const { ids } = await firstIdsInside(fixture.db, query, query.polygon!, query.skip + query.take, firstFetch);
          expect(ids.slice(query.skip)).toEqual(
            oracleSearch(fixture.listingRows, fixture.inspectionRows, query).pageIds,
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it("totals equal the sum of the property-type facets and of the bedroom facets", async () => {
    await fc.assert(
      fc.asyncProperty(listingSearchQueryArbitrary, async (query) => {
        const result = await queryListingSearch(fixture.db, query);
        const sum = (counts: Map<number, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
        expect(sum(result.byPropertyType)).toBe(result.total);
        expect(sum(result.byBedrooms)).toBe(result.total);
      }),
      { numRuns: 100 },
    );
  });

  it("finds something for the plain searches (the data set is not accidentally empty)", async () => {
    const result = await expectAgreesWithOracle(
      unfilteredQuery({ places: { suburbIds: [suburb("Bondi").id], stateCodes: [], streets: [] } }),
    );
    expect(result.total).toBeGreaterThan(10);
    expect(result.medianPrice).not.toBeNull();
  });

  it("folds land subtypes into land: type 15 alone misses residential land (19)", async () => {
    const landOnly = await queryListingSearch(fixture.db, unfilteredQuery({ propertyTypeIds: [15] }));
    const withSubtypes = await queryListingSearch(fixture.db, unfilteredQuery({ propertyTypeIds: [15, 19, 20] }));
    expect(withSubtypes.total).toBeGreaterThan(landOnly.total);
  });

  it("reads feature bits above 32 (water tank, bit 37) correctly", async () => {
    const result = await expectAgreesWithOracle(unfilteredQuery({ featureMask: 2 ** 37 }));
    expect(result.total).toBeGreaterThan(0);
    expect(result.total).toBeLessThan(fixture.listingRows.filter((r) => r.statusType === "buy").length);
  });

  it("5+ bedrooms includes 6 and 7 and counts them in bucket 5; studio is 0", async () => {
    const fivePlus = await expectAgreesWithOracle(unfilteredQuery({ bedrooms: { only: [], min: 5 } }));
    expect([...fivePlus.byBedrooms.keys()]).toEqual([5]);
    expect(fivePlus.rows.some((row) => row.bedrooms > 5)).toBe(true);
    const studios = await expectAgreesWithOracle(unfilteredQuery({ bedrooms: { only: [0] } }));
    expect(studios.rows.every((row) => row.bedrooms === 0)).toBe(true);
  });

  it("pages do not overlap and cover the result in sort order", async () => {
    const query = unfilteredQuery({ sort: "cheapest", take: 10 });
    const pages = await Promise.all([0, 10, 20].map((skip) => queryListingSearch(fixture.db, { ...query, skip })));
    const ids = pages.flatMap((page) => page.rows.map((row) => row.id));
    expect(new Set(ids).size).toBe(30);
    const priceOf = new Map(fixture.listingRows.map((row) => [row.id, row.price]));
    const prices = pages.flatMap((page) => page.rows.map((row) => priceOf.get(row.id) ?? Infinity));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("a drawn area returns only listings inside the polygon, fewer than its bounding box", async () => {
    const c = suburb("Coogee");
    const triangle: [number, number][] = [
      [c.latitude - 0.01, c.longitude - 0.01],
      [c.latitude + 0.01, c.longitude - 0.01],
      [c.latitude - 0.01, c.longitude + 0.01],
    ];
    const drawn = await expectAgreesWithOracle(unfilteredQuery({ polygon: triangle, take: 100 }));
    const box = await queryListingSearch(
      fixture.db,
      unfilteredQuery({
        bounds: {
          north: c.latitude + 0.01,
          south: c.latitude - 0.01,
          east: c.longitude + 0.01,
          west: c.longitude - 0.01,
        },
      }),
    );
    expect(drawn.total).toBeGreaterThan(0);
    expect(drawn.total).toBeLessThan(box.total);
    expect(drawn.rows.every((row) => isPointInPolygon(row.latitude, row.longitude, triangle))).toBe(true);
  });

  it("map markers follow the sort, respect the cap and the polygon", async () => {
    const query = unfilteredQuery({ sort: "expensive" });
    const markers = await searchMapMarkers(fixture.db, query, 7);
    const expected = oracleSearch(fixture.listingRows, fixture.inspectionRows, { ...query, take: 7 });
    expect(markers.map((m) => m.id)).toEqual(expected.pageIds);
  });
});

describe("search service (searchByFilter)", () => {
  const ctx = () => createServiceContext(fixture.db, FIXTURE_NOW);
  /** The filter as the services take it: checked and normalised once. */
  const filterOf = (input: SearchFilterInput) => {
    const read = readSearchFilter(input);
    if (!read.ok) throw new Error(read.message);
    return read.filter;
  };
  /** The search's result; a Failure fails the test with its message. */
  const search = async (input: SearchFilterInput) => {
    const found = await searchByFilter(ctx(), filterOf(input));
    if (!found.ok) throw new Error(found.message);
    return found.search;
  };
  const searchIn = (slugs: string[], extra: SearchFilterInput = {}) =>
    search({
      ...extra,
      locationSearchContext: { searchLocations: slugs.map((slug) => ({ slug })), ...extra.locationSearchContext },
    });
  const nearest = (name: string, take: number) => {
    const from = suburb(name);
    return FIXTURE_SUBURBS.filter((s) => s.id !== from.id)
      .sort(
        (a, b) =>
          Math.hypot((a.latitude - from.latitude) * 111, (a.longitude - from.longitude) * 92) -
          Math.hypot((b.latitude - from.latitude) * 111, (b.longitude - from.longitude) * 92),
      )
      .slice(0, take);
  };
  const buyCountIn = (ids: number[]) =>
    fixture.listingRows.filter((r) => r.statusType === "buy" && ids.includes(r.suburbId)).length;

  it("one suburb adds its 4 nearest suburbs (level 4)", async () => {
    const result = await searchIn([suburb("Bondi").slug]);
    expect(result.surroundingLevel).toBe(4);
    expect(result.isSurroundSearch).toBe(true);
    expect(result.total).toBe(buyCountIn([suburb("Bondi").id, ...nearest("Bondi", 4).map((s) => s.id)]));
    expect(result.searchLocations[0]).toMatchObject({ id: suburb("Bondi").id, slug: suburb("Bondi").slug });
    expect(result.searchLocations[0]?.wellKnownText).toMatch(/^POLYGON\(\(/);
  });

  it("the default order lists the searched suburb's own homes first, then the surrounding ones; counts are unchanged", async () => {
    const bondi = suburb("Bondi").id;
    const surrounding = nearest("Bondi", 4).map((s) => s.id);
    const suburbOf = new Map(fixture.listingRows.map((row) => [row.id, row.suburbId]));
    const plain = await searchIn([suburb("Bondi").slug], { sortBy: "newest" });
    const pages = Math.ceil(plain.total / 25);
    const ids: number[] = [];
    for (let page = 0; page < pages; page++) {
      const result = await searchIn([suburb("Bondi").slug], { paging: { skip: page * 25, take: 25 } });
      expect(result.total).toBe(plain.total);
      expect(result.filters).toEqual(plain.filters);
      expect(result.prices).toEqual(plain.prices);
      ids.push(...result.listings.map((listing) => Number(listing.id)));
    }
    const own = fixture.listingRows.filter((row) => row.statusType === "buy" && row.suburbId === bondi);
    const around = fixture.listingRows.filter((row) => row.statusType === "buy" && surrounding.includes(row.suburbId));
    expect(own.length).toBeGreaterThan(25);
    expect(around.length).toBeGreaterThan(0);
    // Every one of Bondi's homes comes before any neighbour's, each part in "homes for you" order.
    const order = oracleCompare(unfilteredQuery({ sort: "homesForYou" }));
    expect(ids).toEqual([...[...own].sort(order), ...[...around].sort(order)].map((row) => row.id));
    expect(ids.slice(0, own.length).every((id) => suburbOf.get(id) === bondi)).toBe(true);
  });

  it("another sort, or surrounding suburbs left out, keeps the plain order", async () => {
    const byPrice = await searchIn([suburb("Bondi").slug], { sortBy: "cheapest" });
    const prices = byPrice.listings.map((listing) => listing.priceDetails.price ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const alone = await searchIn([suburb("Bondi").slug], {
      locationSearchContext: { includeSurroundingSuburbs: false },
    });
    const rows = fixture.listingRows.filter((row) => row.statusType === "buy" && row.suburbId === suburb("Bondi").id);
    expect(alone.listings.map((listing) => Number(listing.id))).toEqual(
      [...rows]
        .sort(oracleCompare(unfilteredQuery()))
        .slice(0, 25)
        .map((row) => row.id),
    );
  });

  it("several suburbs add the 3 nearest of each (level 3)", async () => {
    const result = await searchIn([suburb("Bondi").slug, suburb("Newtown").slug]);
    expect(result.surroundingLevel).toBe(3);
    const ids = new Set([
      suburb("Bondi").id,
      suburb("Newtown").id,
      ...nearest("Bondi", 3).map((s) => s.id),
      ...nearest("Newtown", 3).map((s) => s.id),
    ]);
    expect(result.total).toBe(buyCountIn([...ids]));
  });

  it("surrounding=false searches only the suburb", async () => {
    const result = await searchIn([suburb("Bondi").slug], {
      locationSearchContext: { includeSurroundingSuburbs: false },
    });
    expect(result.surroundingLevel).toBe(0);
    expect(result.isSurroundSearch).toBe(false);
    expect(result.total).toBe(buyCountIn([suburb("Bondi").id]));
  });

  it("sold searches report surrounding level -2 and add no neighbours", async () => {
    const result = await searchIn([suburb("Bondi").slug], { searchMode: "Sold" });
    expect(result.surroundingLevel).toBe(-2);
    expect(result.total).toBe(
      fixture.listingRows.filter((r) => r.statusType === "sold" && r.suburbId === suburb("Bondi").id).length,
    );
    const soldAt = result.listings.map((l) => l.saleDetails.soldDate ?? "");
    expect(soldAt).toEqual([...soldAt].sort().reverse());
  });

  it("a region expands to its suburbs", async () => {
    const result = await searchIn([EASTERN_REGION.slug]);
    const eastern = FIXTURE_SUBURBS.slice(0, 6).map((s) => s.id);
    expect(result.total).toBe(buyCountIn(eastern));
    expect(result.surroundingLevel).toBe(0);
  });

  it("an unknown slug is left out with a warning", async () => {
    const result = await searchIn([suburb("Bondi").slug, "atlantis-nsw-2999"], {
      locationSearchContext: { includeSurroundingSuburbs: false },
    });
    expect(result.total).toBe(buyCountIn([suburb("Bondi").id]));
    expect(result.warnings).toEqual([expect.stringContaining("atlantis-nsw-2999")]);
  });

  it("office context lists one office's listings, newest first by default", async () => {
    const result = await search({ context: "Office", office: { slug: OFFICES[1]!.slug } });
    expect(result.total).toBe(
      fixture.listingRows.filter((r) => r.statusType === "buy" && r.officeId === OFFICES[1]!.id).length,
    );
    const listed = result.listings.map((l) => l.saleDetails.listedDate);
    expect(listed).toEqual([...listed].sort().reverse());
  });

  it("facets are named: folded property types by API name, bedrooms 0–5", async () => {
    const result = await search({ propertyTypes: ["land", "rural"] });
    expect(result.filters.propertyTypes.map((f) => f.name).sort()).toEqual(["land", "rural"]);
    const expectedLand = fixture.listingRows.filter(
      (r) => r.statusType === "buy" && [15, 19, 20].includes(r.propertyType),
    ).length;
    expect(result.filters.propertyTypes.find((f) => f.name === "land")?.count).toBe(expectedLand);
    expect(result.filters.bedrooms).toEqual([{ name: "0", count: result.total }]);
  });

  it("pagination reports the page and the number of pages", async () => {
    const result = await search({ searchMode: "Rent", paging: { skip: 50, take: 25 } });
    expect(result.pagination).toEqual({ currentPage: 3, totalPages: Math.ceil(result.total / 25), pageSize: 25 });
    expect(result.listings).toHaveLength(25);
  });

  it("a map search uses the bounds; markers stay inside them", async () => {
    const c = suburb("Randwick");
    const bounds = {
      north: c.latitude + 0.004,
      south: c.latitude - 0.004,
      east: c.longitude + 0.004,
      west: c.longitude - 0.004,
    };
    const filter: SearchFilterInput = {
      context: "Map",
      map: { latitude: c.latitude, longitude: c.longitude, zoom: 15, bounds },
    };
    const [result, found] = await Promise.all([search(filter), mapMarkersByFilter(ctx(), filterOf(filter))]);
    const markers = found.ok ? found.markers : [];
    expect(result.total).toBeGreaterThan(0);
    expect(markers).toHaveLength(Math.min(result.total, 500));
    for (const m of markers) {
      expect(m.latitude).toBeGreaterThanOrEqual(bounds.south);
      expect(m.latitude).toBeLessThanOrEqual(bounds.north);
      expect(m.url).toMatch(new RegExp(`^/homes/[a-z0-9-]+/${m.id}$`));
    }
  });

  it("an invalid filter is refused as bad input", async () => {
    expect(readSearchFilter({ price: { min: -5 } })).toMatchObject({ ok: false, code: "BAD_INPUT" });
  });

  it("a database failure is UNAVAILABLE with the product's sentence instead of throwing", async () => {
    const broken = await createSearchFixture(10);
    broken.sqlite.exec("DROP TABLE listings");
    const result = await searchByFilter(createServiceContext(broken.db, FIXTURE_NOW), filterOf({}));
    broken.sqlite.close();
    expect(result).toMatchObject({
      ok: false,
      code: "UNAVAILABLE",
      message: "Sorry, we're having a problem searching. Please try again",
    });
  });
});
