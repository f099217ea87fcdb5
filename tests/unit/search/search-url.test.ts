import { describe, expect, it } from "vitest";
import { buildSearchUrl } from "@/lib/search/search-url";
import { searchTypeBasePath } from "@/lib/search/search-mode";
import { slugWithId, slugWithIdSearchUrl } from "@/lib/search/slug-with-id-url";

const at = (...slugs: string[]) => ({ locationSearchContext: { searchLocations: slugs.map((slug) => ({ slug })) } });

describe("buildSearchUrl (location results)", () => {
  it("uses /real-estate for buy and rent, and omits it for sold", () => {
    expect(buildSearchUrl({ searchMode: "Buy", ...at("bondi-nsw-2026") })).toBe("/properties-for-sale/bondi-nsw-2026/real-estate");
    expect(buildSearchUrl({ searchMode: "Rent", ...at("bondi-nsw-2026") })).toBe("/properties-for-rent/bondi-nsw-2026/real-estate");
    expect(buildSearchUrl({ searchMode: "Sold", ...at("melbourne-vic-3000") })).toBe("/sold-properties/melbourne-vic-3000");
    expect(buildSearchUrl({ searchMode: "Leased", ...at("melbourne-vic-3000") })).toBe("/leased-properties/melbourne-vic-3000");
  });

  it("keeps every filter in the query string, with extra suburbs and surrounding=false", () => {
    expect(
      buildSearchUrl({
        bedrooms: { only: [3] },
        propertyFeatures: ["pool"],
        propertyTypes: ["house"],
        paging: { skip: 25, take: 25 },
        locationSearchContext: { includeSurroundingSuburbs: false, searchLocations: [{ slug: "bondi-nsw-2026" }, { slug: "coogee-nsw-2034" }] },
      }),
    ).toBe("/properties-for-sale/bondi-nsw-2026/houses?bedrooms=3&suburbs=coogee-nsw-2034&surrounding=false&features=pool&page=2");
  });

  it("returns undefined for an invalid filter", () => {
    expect(buildSearchUrl({ searchMode: "Sideways" })).toBeUndefined();
    expect(buildSearchUrl("for-sale")).toBeUndefined();
  });

  it("gives office searches their faceted office URL", () => {
    expect(buildSearchUrl({ context: "Office", office: { slug: "belle-property-bondi" } })).toBe("/real-estate-agency/belle-property-bondi/for-sale/real-estate");
  });
});

describe("searchTypeBasePath", () => {
  it("maps search types to their base path, others to /{type}", () => {
    expect(searchTypeBasePath("buy")).toBe("/for-sale");
    expect(searchTypeBasePath("rent")).toBe("/for-rent");
    expect(searchTypeBasePath("sold")).toBe("/sold-properties");
    expect(searchTypeBasePath("leased")).toBe("/leased-properties");
    expect(searchTypeBasePath("agents")).toBe("/agents");
  });
});

describe("search URL helper /{base}/{slug-with-id}/{mode}", () => {
  it("prefers slugWithId, else uri or slug joined with the numeric part of the id, lowercased", () => {
    expect(slugWithId({ id: 5713470, slugWithId: "Melbourne-VIC-3000-5713470" })).toBe("melbourne-vic-3000-5713470");
    expect(slugWithId({ id: "L-5713470", uri: "Melbourne-VIC-3000" })).toBe("melbourne-vic-3000-5713470");
    expect(slugWithId({ id: 42, slug: "ray-white-bondi" })).toBe("ray-white-bondi-42");
    expect(slugWithId({ id: "none", slug: "x" })).toBeUndefined();
  });

  it("maps the mode to sold, buy (buy or sale) or rent", () => {
    const office = { id: 42, slug: "ray-white-bondi" };
    expect(slugWithIdSearchUrl("real-estate-agency", office, "buy")).toBe("/real-estate-agency/ray-white-bondi-42/buy");
    expect(slugWithIdSearchUrl("/real-estate-agency/", office, "sale")).toBe("/real-estate-agency/ray-white-bondi-42/buy");
    expect(slugWithIdSearchUrl("real-estate-agency", office, "Rent")).toBe("/real-estate-agency/ray-white-bondi-42/rent");
    expect(slugWithIdSearchUrl("real-estate-agency", office, "Sold")).toBe("/real-estate-agency/ray-white-bondi-42/sold");
    expect(slugWithIdSearchUrl("real-estate-agency", office, "swap")).toBeUndefined();
  });
});
