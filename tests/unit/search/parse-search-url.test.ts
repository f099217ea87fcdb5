import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSearchFilter } from "@/lib/search/filter";
import { MAX_PAGE, MAX_SEARCH_LOCATIONS, MAX_SHAPE_POINTS } from "@/lib/search/limits";
import { parseSearchRoute, parseSearchUrl, type ParsedSearchUrl } from "@/lib/search/parse-search-url";
import { encodeShape, type ShapePoint } from "@/lib/search/polyline";
import { normaliseRoomCount, parseRoomCountToken } from "@/lib/search/room-count";

function ok(result: ParsedSearchUrl) {
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe("parseSearchUrl", () => {
  it("reads a canonical location URL", () => {
    const result = ok(parseSearchUrl("/for-sale/bondi-nsw-2026/real-estate"));
    expect(result.isCanonical).toBe(true);
    expect(result.indexable).toBe(true);
    expect(result.filter.searchMode).toBe("Buy");
    expect(result.filter.sortBy).toBe("homesForYou");
    expect(result.filter.locationSearchContext.searchLocations).toEqual([
      { slug: "bondi-nsw-2026", stateCode: "NSW", postcode: "2026" },
    ]);
  });

  it("reads the location-results form and points at the faceted URL as canonical", () => {
    const result = ok(parseSearchUrl("/properties-for-sale/bondi-nsw-2026/real-estate"));
    expect(result.isCanonical).toBe(false);
    expect(result.canonicalUrl).toBe("/for-sale/bondi-nsw-2026/real-estate");
    expect(result.redirectTo).toBe("/for-sale/bondi-nsw-2026/real-estate");
    const sold = ok(parseSearchUrl("/sold-properties/melbourne-vic-3000"));
    expect(sold.isCanonical).toBe(true);
    expect(sold.filter.searchMode).toBe("Sold");
    expect(sold.filter.sortBy).toBe("recentlySoldOrLeased");
  });

  it("reads region slugs, property types, facets and the page segment", () => {
    const result = ok(parseSearchUrl("/for-rent/sydney-eastern-suburbs-nsw/apartments/bedrooms-2-pet-friendly/page-3"));
    expect(result.isCanonical).toBe(true);
    expect(result.filter.locationSearchContext.searchLocations).toEqual([
      { slug: "sydney-eastern-suburbs-nsw", stateCode: "NSW" },
    ]);
    expect(result.filter.propertyTypes).toEqual(["apartment"]);
    expect(result.filter.bedrooms).toEqual({ only: [2] });
    expect(result.filter.propertyFeatures).toEqual(["petFriendly"]);
    expect(result.filter.paging).toEqual({ skip: 50, take: 25 });
  });

  it("reads every facet token", () => {
    const filter = ok(
      parseSearchUrl(
        "/for-sale/real-estate/studio-apartments-car-garage-furnished-gym-pool-fireplace-open-for-inspection-upcoming-auctions",
      ),
    ).filter;
    expect(filter.bedrooms).toEqual({ only: [0] });
    expect(filter.carSpaces).toEqual({ only: [], min: 1 });
    expect(filter.propertyFeatures).toEqual(["furnished", "gym", "openFirePlace", "pool"]);
    expect(filter.inspection).toEqual({ dates: [""] });
    expect(filter.auction).toEqual({ dates: [""] });
  });

  it("reads query filters", () => {
    const result = ok(
      parseSearchUrl(
        "/for-sale/bondi-nsw-2026/real-estate?propertytype=houses,units&bedrooms=2,3&studios=true&bathrooms=2-plus&carspaces=1,2" +
          "&suburbs=coogee-nsw-2034&surrounding=false&priceminimum=500000&pricemaximum=900000&land-area=400-800&frontage=10-" +
          "&features=AirConditioning,pool&inspections=,2026-11-28&auctions=2026-12-05&isUnderOffer=false&sort=cheapest&page=4",
      ),
    );
    const { filter } = result;
    expect(filter.propertyTypes).toEqual(["house", "unit"]);
    expect(filter.bedrooms).toEqual({ only: [0, 2, 3] });
    expect(filter.bathrooms).toEqual({ only: [], min: 2 });
    expect(filter.carSpaces).toEqual({ only: [1, 2] });
    expect(filter.locationSearchContext).toEqual({
      includeSurroundingSuburbs: false,
      searchLocations: [
        { slug: "bondi-nsw-2026", stateCode: "NSW", postcode: "2026" },
        { slug: "coogee-nsw-2034", stateCode: "NSW", postcode: "2034" },
      ],
    });
    expect(filter.price).toEqual({ min: 500000, max: 900000 });
    expect(filter.priceMaximum).toBe(900000);
    expect(filter.landSize).toEqual({ min: 400, max: 800 });
    expect(filter.frontageSize).toEqual({ min: 10 });
    expect(filter.propertyFeatures).toEqual(["pool", "airConditioning"]);
    expect(filter.inspection).toEqual({ dates: ["", "2026-11-28"] });
    expect(filter.auction).toEqual({ dates: ["2026-12-05"] });
    expect(filter.isUnderOffer).toBe(false);
    expect(filter.sortBy).toBe("cheapest");
    expect(filter.paging.skip).toBe(75);
    // Features are written lowercased and in feature order, so the request was not canonical.
    expect(result.isCanonical).toBe(false);
    expect(result.indexable).toBe(false);
  });

  it("reads map and drawn-area contexts", () => {
    const map = ok(
      parseSearchUrl(
        '/for-rent/real-estate?context=map&lat=-33.89&lng=151.27&zoom=13&bounds={"north":-33.85,"south":-33.93,"east":151.3,"west":151.22}',
      ),
    );
    expect(map.filter.context).toBe("Map");
    expect(map.filter.map).toEqual({
      latitude: -33.89,
      longitude: 151.27,
      zoom: 13,
      bounds: { north: -33.85, south: -33.93, east: 151.3, west: 151.22 },
    });
    const shape: ShapePoint[] = [
      [-33.89, 151.27],
      [-33.9, 151.28],
      [-33.91, 151.26],
    ];
    const draw = ok(
      parseSearchUrl(`/for-sale/real-estate?context=draw&shape=${encodeURIComponent(encodeShape(shape))}`),
    );
    expect(draw.filter.context).toBe("Draw");
    expect(draw.filter.shape).toEqual(shape);
    expect(draw.isCanonical).toBe(true);
  });

  it("reads office searches", () => {
    const result = ok(
      parseSearchUrl("/real-estate-agency/ray-white-bondi/for-rent/real-estate?suburbs=bondi-nsw-2026"),
    );
    expect(result.filter.context).toBe("Office");
    expect(result.filter.office).toEqual({ slug: "ray-white-bondi" });
    expect(result.filter.sortBy).toBe("newest");
    expect(result.isCanonical).toBe(true);
  });

  it("reads an office search narrowed to one of its agents, and refuses the narrowing elsewhere", () => {
    const result = ok(parseSearchUrl("/real-estate-agency/ray-white-bondi/sold-properties?agent=300001"));
    expect(result.filter.office).toEqual({ slug: "ray-white-bondi", agentId: 300001 });
    expect(result.isCanonical).toBe(true);
    // A narrowed page is not a landing page: it is served, not indexed.
    expect(result.indexable).toBe(false);
    const elsewhere = ok(parseSearchUrl("/for-sale/bondi-nsw-2026/real-estate?agent=300001"));
    expect(elsewhere.filter.office).toBeUndefined();
    expect(elsewhere.redirectTo).toBe("/for-sale/bondi-nsw-2026/real-estate");
    expect(elsewhere.warnings).toEqual([
      "Ignored agent '300001': only an office's listings can be narrowed to one of its agents",
    ]);
    const bad = ok(parseSearchUrl("/real-estate-agency/ray-white-bondi/for-sale?agent=jane"));
    expect(bad.filter.office).toEqual({ slug: "ray-white-bondi" });
    expect(bad.warnings).toEqual(["Ignored agent 'jane': agent is an agent's id (a whole number)"]);
  });

  it("redirects non-canonical spellings to the canonical URL", () => {
    const cases: Array<[string, string]> = [
      ["/For-Sale/Bondi-NSW-2026/Real-Estate", "/for-sale/bondi-nsw-2026/real-estate"],
      ["/for-sale/bondi-nsw-2026/real-estate/", "/for-sale/bondi-nsw-2026/real-estate"],
      ["/for-sale/bondi-nsw-2026/real-estate/page-1", "/for-sale/bondi-nsw-2026/real-estate"],
      ["/for-sale/bondi-nsw-2026/real-estate?page=2", "/for-sale/bondi-nsw-2026/real-estate/page-2"],
      ["/for-sale/real-estate/pool-bedrooms-3", "/for-sale/real-estate/bedrooms-3-pool"],
      ["/for-sale/real-estate?bedrooms=3&features=pool", "/for-sale/real-estate/bedrooms-3-pool"],
      ["/for-sale/real-estate?sort=homesForYou", "/for-sale/real-estate"],
      ["/for-sale/real-estate?sort=2", "/for-sale/real-estate?sort=cheapest"],
      ["/for-sale/real-estate?bedrooms=7", "/for-sale/real-estate/bedrooms-5-plus"],
      [
        "/for-sale/real-estate?priceminimum=900000&pricemaximum=500000",
        "/for-sale/real-estate?priceminimum=500000&pricemaximum=900000",
      ],
      ["/sold-properties/bondi-nsw-2026/real-estate", "/sold-properties/bondi-nsw-2026"],
      ["/sold-properties?sort=nextAuction", "/sold-properties"],
    ];
    for (const [from, to] of cases) {
      const result = ok(parseSearchUrl(from));
      expect({ from, redirectTo: result.redirectTo }).toEqual({ from, redirectTo: to });
    }
  });

  it("drops only the 0 from a bedroom list (studios have their own parameter) and keeps the other counts", () => {
    const result = ok(parseSearchUrl("/for-sale/bondi-nsw-2026/real-estate?bedrooms=0,2"));
    expect(result.filter.bedrooms).toEqual({ only: [2] });
    expect(result.redirectTo).toBe("/for-sale/bondi-nsw-2026/real-estate/bedrooms-2");
    expect(result.warnings).toEqual(["Ignored bedrooms '0': studios are chosen with studios=true"]);
    expect(ok(parseSearchUrl("/for-sale/real-estate?bedrooms=0,2,5-plus&studios=true")).filter.bedrooms).toEqual({
      only: [0, 2],
      min: 5,
    });
    expect(ok(parseSearchUrl("/for-sale/real-estate?bathrooms=0,2-plus")).filter.bathrooms).toEqual({
      only: [],
      min: 2,
    });
    expect(ok(parseSearchUrl("/for-sale/real-estate?bedrooms=0,two")).filter.bedrooms).toEqual({ only: [] });
  });

  it("keeps every bedroom count of a list but a 0, whatever the list (property)", () => {
    const token = fc.oneof(
      fc.integer({ min: 0, max: 9 }).map(String),
      fc.integer({ min: 1, max: 5 }).map((n) => `${n}-plus`),
    );
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 7 }), (tokens) => {
        const parsed = ok(parseSearchUrl(`/for-sale/real-estate?bedrooms=${tokens.join(",")}`));
        const kept = tokens.filter((t) => t !== "0").map((t) => parseRoomCountToken(t) ?? { only: -1 });
        const expected = normaliseRoomCount({
          only: kept.flatMap((count) => ("only" in count ? [count.only] : [])),
          ...(kept.some((count) => "min" in count) && {
            min: Math.min(...kept.flatMap((count) => ("min" in count ? [count.min] : []))),
          }),
        });
        expect(parsed.filter.bedrooms).toEqual(expected);
        expect(parsed.filter.bedrooms.only).not.toContain(0);
      }),
      { numRuns: 500 },
    );
  });

  it("ignores unknown query parameters such as utm tags without redirecting", () => {
    const result = ok(parseSearchUrl("/for-sale/bondi-nsw-2026/real-estate?utm_source=newsletter"));
    expect(result.isCanonical).toBe(true);
    expect(result.redirectTo).toBeUndefined();
  });

  it("takes parameters from a Next.js searchParams object", () => {
    const result = ok(
      parseSearchRoute(["for-sale", "bondi-nsw-2026", "real-estate"], {
        pricemaximum: "800000",
        sort: ["cheapest", "newest"],
      }),
    );
    expect(result.filter.price.max).toBe(800000);
    expect(result.filter.sortBy).toBe("cheapest");
  });

  it("rejects URLs that are not searches with a clear error", () => {
    expect(parseSearchUrl("/blog/some-post")).toEqual({
      ok: false,
      error: "Not a search URL: unknown listing type 'blog'",
    });
    expect(parseSearchUrl("/")).toEqual({ ok: false, error: "Not a search URL: unknown listing type ''" });
    expect(parseSearchUrl("/for-sale/bondi-nsw-2026/real-estate/nonsense")).toEqual({
      ok: false,
      error: "Not a search URL: unexpected segment 'nonsense'",
    });
    expect(parseSearchUrl("/real-estate-agency/ray-white/appraisal")).toEqual({
      ok: false,
      error: "Not an office search URL",
    });
    expect(parseSearchUrl("/for-sale/%E0%A4%A")).toEqual({ ok: false, error: "The search URL could not be read" });
    expect(parseSearchUrl(`/for-sale/${"a".repeat(20_000)}`)).toEqual({
      ok: false,
      error: "The search URL is too long",
    });
  });

  describe("absurd values are dropped or clamped, with a message", () => {
    it("prices", () => {
      const negative = ok(parseSearchUrl("/for-sale/real-estate?pricemaximum=-5"));
      expect(negative.filter.price).toEqual({});
      expect(negative.warnings).toEqual([
        "Ignored pricemaximum '-5': a price is a whole number of dollars from 0 to 100,000,000",
      ]);
      expect(negative.redirectTo).toBe("/for-sale/real-estate");
      const huge = ok(parseSearchUrl("/for-sale/real-estate?priceminimum=99999999999999"));
      expect(huge.filter.price).toEqual({});
      expect(huge.warnings).toHaveLength(1);
    });

    it("thousands of suburbs", () => {
      const slugs = Array.from({ length: 5000 }, (_, i) => `suburb${i}-vic-3${String(i % 1000).padStart(3, "0")}`);
      const result = ok(parseSearchUrl(`/for-sale/real-estate?suburbs=${slugs.slice(0, 300).join(",")}`));
      expect(result.filter.locationSearchContext.searchLocations).toHaveLength(MAX_SEARCH_LOCATIONS);
      expect(result.warnings).toContain(
        `Ignored suburbs 'suburb0-vic-3000,suburb1-vic-3001,suburb…': at most ${MAX_SEARCH_LOCATIONS} locations can be searched at once`,
      );
      expect(parseSearchUrl(`/for-sale/real-estate?suburbs=${slugs.join(",")}`)).toEqual({
        ok: false,
        error: "The search URL is too long",
      });
    });

    it("malformed bounds JSON falls back to a location search", () => {
      const result = ok(parseSearchUrl("/for-sale/real-estate?context=map&lat=-33&lng=151&zoom=12&bounds={north:1"));
      expect(result.filter.context).toBe("Location");
      expect(result.filter.map).toBeUndefined();
      expect(result.warnings).toEqual([
        `Ignored bounds '{north:1': bounds is JSON like {"north":-33.8,"south":-33.9,"east":151.3,"west":151.2}`,
        "A map search needs lat, lng, zoom and bounds; showing location results instead",
      ]);
      const outOfRange = ok(
        parseSearchUrl(
          '/for-sale/real-estate?context=map&lat=-33&lng=151&zoom=12&bounds={"north":100,"south":0,"east":0,"west":0}',
        ),
      );
      expect(outOfRange.filter.context).toBe("Location");
    });

    it("a polyline of 100,000 points, or just over the point limit", () => {
      const line = (count: number): ShapePoint[] =>
        Array.from({ length: count }, (_, i) => [-33 - i / 1e4, 151 + (i % 7) / 1e3]);
      const huge = encodeURIComponent(encodeShape(line(100_000)));
      expect(parseSearchUrl(`/for-sale/real-estate?context=draw&shape=${huge}`)).toEqual({
        ok: false,
        error: "The search URL is too long",
      });
      expect(
        parseSearchRoute(["for-sale", "real-estate"], { context: "draw", shape: decodeURIComponent(huge) }),
      ).toEqual({
        ok: false,
        error: "The search URL is too long",
      });
      const result = ok(
        parseSearchUrl(
          `/for-sale/real-estate?context=draw&shape=${encodeURIComponent(encodeShape(line(MAX_SHAPE_POINTS + 1)))}`,
        ),
      );
      expect(result.filter.context).toBe("Location");
      expect(result.filter.shape).toBeUndefined();
      expect(result.warnings[0]).toMatch(new RegExp(`: A drawn area can have at most ${MAX_SHAPE_POINTS} points$`));
      expect(result.warnings[1]).toBe("A drawn-area search needs a valid shape; showing location results instead");
    });

    it("an unknown sort", () => {
      const result = ok(parseSearchUrl("/for-sale/real-estate?sort=bogus"));
      expect(result.filter.sortBy).toBe("homesForYou");
      expect(result.warnings).toEqual(["Ignored sort 'bogus': unknown sort; the default (homesForYou) is used"]);
    });

    it("pages beyond the last one", () => {
      const result = ok(parseSearchUrl("/for-sale/real-estate/page-999999"));
      expect(result.filter.paging.skip).toBe((MAX_PAGE - 1) * 25);
      expect(result.warnings).toEqual([`Pages stop at ${MAX_PAGE}`]);
      expect(ok(parseSearchUrl("/for-sale/real-estate?price=1&page=0")).warnings).toEqual([
        "Ignored page '0': page is a whole number from 1",
      ]);
    });

    it("bad dates, counts, features and slugs", () => {
      const result = ok(
        parseSearchUrl(
          "/for-sale/real-estate?inspections=2026-02-30&bathrooms=lots&features=pool,jacuzzi&suburbs=nowhere&land-area=big",
        ),
      );
      expect(result.filter).toEqual({ ...defaultSearchFilter("Buy"), propertyFeatures: ["pool"] });
      expect(result.warnings).toHaveLength(5);
    });
  });
});
