import { describe, expect, it } from "vitest";
import { buildFacetUrl, hasOnlyCanonicalFacets } from "@/lib/search/facet-url";
import { CANONICAL_FACET_LIMIT, NON_CANONICAL_FACETS_ERROR } from "@/lib/search/facets";
import type { SearchFilterInput } from "@/lib/search/filter";
import { encodeShape } from "@/lib/search/polyline";

const bondi = { slug: "bondi-nsw-2026" };
const coogee = { slug: "coogee-nsw-2034" };
const at = (...searchLocations: { slug: string }[]) => ({ locationSearchContext: { searchLocations } });
const url = (filter: SearchFilterInput) => buildFacetUrl(filter).url;

describe("buildFacetUrl", () => {
  it("names the listing type, location and all property types for buy and rent", () => {
    expect(url({ searchMode: "Buy", ...at(bondi) })).toBe("/for-sale/bondi-nsw-2026/real-estate");
    expect(url({ searchMode: "Rent", ...at(bondi) })).toBe("/for-rent/bondi-nsw-2026/real-estate");
  });

  it("omits /real-estate for sold and leased", () => {
    expect(url({ searchMode: "Sold", ...at({ slug: "melbourne-vic-3000" }) })).toBe(
      "/sold-properties/melbourne-vic-3000",
    );
    expect(url({ searchMode: "Leased", ...at(bondi) })).toBe("/leased-properties/bondi-nsw-2026");
    expect(url({ searchMode: "Sold", propertyTypes: ["house"], ...at(bondi) })).toBe(
      "/sold-properties/bondi-nsw-2026/houses",
    );
  });

  it("uses the property-type slug for a single type and a query list for several", () => {
    expect(url({ propertyTypes: ["semiDetached"], ...at(bondi) })).toBe("/for-sale/bondi-nsw-2026/semi-detached");
    expect(url({ propertyTypes: ["unit", "house"], ...at(bondi) })).toBe(
      "/for-sale/bondi-nsw-2026/real-estate?propertytype=houses,units",
    );
  });

  it("works without a location and for region slugs", () => {
    expect(url({})).toBe("/for-sale/real-estate");
    expect(url({ ...at({ slug: "sydney-eastern-suburbs-nsw" }) })).toBe(
      "/for-sale/sydney-eastern-suburbs-nsw/real-estate",
    );
  });

  it("puts extra locations in suburbs and surrounding=false when surrounding suburbs are excluded", () => {
    expect(
      url({
        locationSearchContext: {
          includeSurroundingSuburbs: false,
          searchLocations: [bondi, coogee, { slug: "clovelly-nsw-2031" }],
        },
      }),
    ).toBe("/for-sale/bondi-nsw-2026/real-estate?suburbs=coogee-nsw-2034,clovelly-nsw-2031&surrounding=false");
  });

  it("dash-joins canonical facets into one path segment", () => {
    expect(url({ bedrooms: { only: [3] }, propertyFeatures: ["pool"], propertyTypes: ["house"], ...at(bondi) })).toBe(
      "/for-sale/bondi-nsw-2026/houses/bedrooms-3-pool",
    );
    expect(url({ searchMode: "Rent", propertyFeatures: ["petFriendly"], ...at(bondi) })).toBe(
      "/for-rent/bondi-nsw-2026/real-estate/pet-friendly",
    );
    expect(url({ bedrooms: { only: [], min: 5 } })).toBe("/for-sale/real-estate/bedrooms-5-plus");
    expect(url({ bedrooms: { only: [0] }, carSpaces: { only: [], min: 1 } })).toBe(
      "/for-sale/real-estate/studio-apartments-car-garage",
    );
    expect(url({ inspection: { dates: [""] }, auction: { dates: [""] } })).toBe(
      "/for-sale/real-estate/open-for-inspection-upcoming-auctions",
    );
    expect(url({ propertyFeatures: ["openFirePlace", "furnished"] })).toBe("/for-sale/real-estate/furnished-fireplace");
  });

  it(`keeps at most ${CANONICAL_FACET_LIMIT} facets in the path and moves the rest to the query string`, () => {
    expect(CANONICAL_FACET_LIMIT).toBe(2);
    expect(url({ bedrooms: { only: [2] }, propertyFeatures: ["gym", "pool"], inspection: { dates: [""] } })).toBe(
      "/for-sale/real-estate/bedrooms-2-gym?features=pool&inspections=",
    );
  });

  it("puts non-canonical filters in the query string", () => {
    expect(
      url({
        bedrooms: { only: [0, 2, 3] },
        bathrooms: { only: [], min: 2 },
        price: { min: 500000, max: 900000 },
        landSize: { min: 400 },
        frontageSize: { max: 20 },
        propertyFeatures: ["airConditioning", "solarPanels"],
        inspection: { dates: ["", "2026-11-28"] },
        auction: { dates: ["2026-12-05"] },
        isUnderOffer: false,
        ...at(bondi),
      }),
    ).toBe(
      "/for-sale/bondi-nsw-2026/real-estate?bedrooms=2,3&studios=true&bathrooms=2-plus&priceminimum=500000&pricemaximum=900000" +
        "&land-area=400-&frontage=-20&features=airconditioning,solarpanels&inspections=,2026-11-28&auctions=2026-12-05&isUnderOffer=false",
    );
  });

  it("writes the page as a path segment when there is no query, else as ?page=N", () => {
    expect(url({ paging: { skip: 25, take: 25 }, ...at(bondi) })).toBe("/for-sale/bondi-nsw-2026/real-estate/page-2");
    expect(url({ paging: { skip: 0, take: 25 }, ...at(bondi) })).toBe("/for-sale/bondi-nsw-2026/real-estate");
    expect(url({ paging: { skip: 50, take: 25 }, price: { max: 800000 }, ...at(bondi) })).toBe(
      "/for-sale/bondi-nsw-2026/real-estate?pricemaximum=800000&page=3",
    );
  });

  it("emits sort only when it differs from the default for the mode and context", () => {
    expect(url({ sortBy: "homesForYou" })).toBe("/for-sale/real-estate");
    expect(url({ sortBy: "cheapest" })).toBe("/for-sale/real-estate?sort=cheapest");
    expect(url({ searchMode: "Sold", sortBy: "recentlySoldOrLeased" })).toBe("/sold-properties");
    expect(url({ searchMode: "Sold", sortBy: "highestSoldPrice" })).toBe("/sold-properties?sort=highestSoldPrice");
    const office = { context: "Office" as const, office: { slug: "ray-white-bondi" } };
    expect(url({ ...office, sortBy: "newest" })).toBe("/real-estate-agency/ray-white-bondi/for-sale/real-estate");
    expect(url({ ...office, sortBy: "homesForYou" })).toBe(
      "/real-estate-agency/ray-white-bondi/for-sale/real-estate?sort=homesForYou",
    );
  });

  it("uses the office base path instead of the location slug", () => {
    expect(
      url({
        searchMode: "Sold",
        context: "Office",
        office: { slug: "ray-white-bondi", agentFullName: "Jane Citizen" },
        ...at(bondi),
      }),
    ).toBe("/real-estate-agency/ray-white-bondi/sold-properties?suburbs=bondi-nsw-2026");
  });

  it("writes map and drawn-area searches with their viewport and shape", () => {
    const map = {
      latitude: -33.89,
      longitude: 151.27,
      zoom: 13,
      bounds: { north: -33.85, south: -33.93, east: 151.3, west: 151.22 },
    };
    expect(url({ searchMode: "Rent", context: "Map", map })).toBe(
      "/for-rent/real-estate?context=map&lat=-33.89&lng=151.27&zoom=13&bounds=%7B%22north%22%3A-33.85,%22south%22%3A-33.93,%22east%22%3A151.3,%22west%22%3A151.22%7D",
    );
    const shape: [number, number][] = [
      [-33.89, 151.27],
      [-33.9, 151.28],
      [-33.91, 151.26],
    ];
    expect(url({ context: "Draw", shape })).toBe(
      `/for-sale/real-estate?context=draw&shape=${encodeURIComponent(encodeShape(shape))}`,
    );
    expect(url({ context: "Draw", shape })).toMatch(/^\/for-sale\/real-estate\?context=draw&shape=[A-Za-z0-9%_~.-]+$/);
  });

  it("refuses a canonical-only build when filters need the query string", () => {
    expect(buildFacetUrl({ price: { max: 800000 } }, { canonicalOnly: true })).toEqual({
      error: NON_CANONICAL_FACETS_ERROR,
    });
    expect(NON_CANONICAL_FACETS_ERROR).toBe("Non-canonical facets are not allowed");
    expect(buildFacetUrl({ bedrooms: { only: [3] }, paging: { skip: 25, take: 25 } }, { canonicalOnly: true })).toEqual(
      {
        url: "/for-sale/real-estate/bedrooms-3/page-2",
      },
    );
    expect(hasOnlyCanonicalFacets({ propertyFeatures: ["pool", "gym", "furnished"] })).toBe(false);
    expect(hasOnlyCanonicalFacets({ propertyFeatures: ["pool", "gym"] })).toBe(true);
  });

  it("returns nothing with a reason for input that is not a filter", () => {
    expect(buildFacetUrl({ searchMode: "Lease" }).url).toBeUndefined();
    expect(buildFacetUrl({ context: "Map" }).error).toBe(
      "Invalid search filter at map: A map search needs a viewport with bounds",
    );
    expect(buildFacetUrl(null).url).toBeUndefined();
    expect(buildFacetUrl({ price: { max: -1 } }).url).toBeUndefined();
    expect(buildFacetUrl({ locationSearchContext: { searchLocations: [{ slug: "not a slug" }] } }).url).toBeUndefined();
  });
});
