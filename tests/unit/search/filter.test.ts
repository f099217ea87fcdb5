import { describe, expect, it } from "vitest";
import { defaultSearchFilter, isForthcoming, pageNumber, searchFilterSchema } from "@/lib/search/filter";
import { normaliseFilter, toUrlFilter } from "@/lib/search/normalise";
import { locationDisplayText, locationSlug, parseLocationSlug } from "@/lib/search/search-location";
import { parseSearchUrl } from "@/lib/search/parse-search-url";

describe("defaultSearchFilter", () => {
  it("is an open first-page search with the mode's default sort", () => {
    expect(defaultSearchFilter("Buy")).toEqual({
      searchMode: "Buy",
      context: "Location",
      propertyTypes: [],
      propertyFeatures: [],
      price: {},
      bedrooms: { only: [] },
      bathrooms: { only: [] },
      carSpaces: { only: [] },
      landSize: {},
      frontageSize: {},
      sortBy: "homesForYou",
      paging: { skip: 0, take: 25 },
      locationSearchContext: { includeSurroundingSuburbs: true, searchLocations: [] },
    });
    expect(defaultSearchFilter("Sold").sortBy).toBe("recentlySoldOrLeased");
  });
});

describe("normaliseFilter", () => {
  const parse = (input: unknown) => normaliseFilter(searchFilterSchema.parse(input));

  it("orders lists, swaps reversed ranges, drops zero bounds and aligns priceMaximum", () => {
    const filter = parse({
      propertyTypes: ["unit", "house", "unit"],
      propertyFeatures: ["pool", "furnished"],
      price: { min: 900_000, max: 500_000 },
      landSize: { min: 0, max: 600 },
      inspection: { dates: ["2026-11-28", "", "2026-11-28"] },
    });
    expect(filter.propertyTypes).toEqual(["house", "unit"]);
    expect(filter.propertyFeatures).toEqual(["furnished", "pool"]);
    expect(filter.price).toEqual({ min: 500_000, max: 900_000 });
    expect(filter.priceMaximum).toBe(900_000);
    expect(filter.landSize).toEqual({ max: 600 });
    expect(filter.inspection).toEqual({ dates: ["", "2026-11-28"] });
    expect(isForthcoming(filter.inspection)).toBe(true);
    expect(parse({ priceMaximum: 700_000 }).price).toEqual({ max: 700_000 });
  });

  it("replaces a sort that does not fit the mode with the default", () => {
    expect(parse({ searchMode: "Sold", sortBy: "nextAuction" }).sortBy).toBe("recentlySoldOrLeased");
    expect(parse({ searchMode: "Buy", sortBy: "cheapest" }).sortBy).toBe("cheapest");
  });

  it("keeps the viewport, shape and office only in their contexts", () => {
    const map = {
      latitude: -33.8,
      longitude: 151.2,
      zoom: 12,
      bounds: { north: -33.7, south: -33.9, east: 151.3, west: 151.1 },
    };
    expect(parse({ context: "Location", map, office: { slug: "x" } })).not.toHaveProperty("map");
    expect(parse({ context: "Location", office: { slug: "x" } })).not.toHaveProperty("office");
    expect(parse({ context: "Map", map }).map).toEqual(map);
  });

  it("toUrlFilter keeps what a URL carries", () => {
    const filter = parse({
      isSurroundSearch: true,
      paging: { skip: 30, take: 10 },
      locationSearchContext: {
        searchLocations: [
          { id: 1, slug: "bondi-nsw-2026", name: "Bondi", wellKnownText: "POLYGON((0 0, 1 1, 1 0, 0 0))" },
        ],
      },
    });
    const url = toUrlFilter(filter);
    expect(url.paging).toEqual({ skip: 75, take: 25 });
    expect(pageNumber(url)).toBe(4);
    expect(url.locationSearchContext.searchLocations).toEqual([
      { slug: "bondi-nsw-2026", stateCode: "NSW", postcode: "2026" },
    ]);
    expect(url).not.toHaveProperty("isSurroundSearch");
  });

  it("rejects values outside the limits", () => {
    expect(searchFilterSchema.safeParse({ price: { max: 100_000_001 } }).success).toBe(false);
    expect(searchFilterSchema.safeParse({ bedrooms: { only: [6] } }).success).toBe(false);
    expect(searchFilterSchema.safeParse({ inspection: { dates: ["2026-02-30"] } }).success).toBe(false);
    expect(
      searchFilterSchema.safeParse({
        locationSearchContext: { searchLocations: Array.from({ length: 21 }, () => ({ slug: "bondi-nsw-2026" })) },
      }).success,
    ).toBe(false);
  });
});

describe("location slugs", () => {
  it("read state and postcode from suburb, region and area slugs", () => {
    expect(parseLocationSlug("bondi-nsw-2026")).toEqual({ slug: "bondi-nsw-2026", stateCode: "NSW", postcode: "2026" });
    expect(parseLocationSlug("melbourne-vic-3000")).toEqual({
      slug: "melbourne-vic-3000",
      stateCode: "VIC",
      postcode: "3000",
    });
    expect(parseLocationSlug("sydney-eastern-suburbs-nsw")).toEqual({
      slug: "sydney-eastern-suburbs-nsw",
      stateCode: "NSW",
    });
    expect(parseLocationSlug("houses")).toBeUndefined();
    expect(parseLocationSlug("bondi-nsw-20261")).toBeUndefined();
  });

  it("are made from name, state and postcode", () => {
    expect(locationSlug("St Kilda East", "VIC", "3183")).toBe("st-kilda-east-vic-3183");
    expect(locationSlug("Sydney - Eastern Suburbs", "NSW")).toBe("sydney-eastern-suburbs-nsw");
  });

  it("display as name, comma, state then postcode", () => {
    expect(locationDisplayText({ name: "Melbourne", stateCode: "VIC", postcode: "3000" })).toBe("Melbourne, VIC 3000");
    expect(locationDisplayText({ slug: "sydney-eastern-suburbs-nsw", stateCode: "NSW" })).toBe(
      "Sydney Eastern Suburbs, NSW",
    );
    // The page shell's chips, before the database answers: a parsed URL's places carry the state
    // and postcode of their slugs, so they read the same way.
    const parsed = parseSearchUrl(
      "/for-sale/bondi-nsw-2026/real-estate?suburbs=coogee-nsw-2034,sydney-eastern-suburbs-nsw",
    );
    expect(parsed.ok && parsed.filter.locationSearchContext.searchLocations.map(locationDisplayText)).toEqual([
      "Bondi, NSW 2026",
      "Coogee, NSW 2034",
      "Sydney Eastern Suburbs, NSW",
    ]);
  });
});
