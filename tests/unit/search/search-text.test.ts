import { describe, expect, it } from "vitest";
import { searchFilterSchema, type SearchFilter, type SearchFilterInput } from "@/lib/search/filter";
import { normaliseFilter } from "@/lib/search/normalise";
import {
  NO_RESULTS_SUFFIX,
  SEARCH_FAILED_MESSAGE,
  searchHeading,
  searchMetaDescription,
  searchResultsSummary,
  searchText,
  searchTitle,
  TITLE_MAX_LENGTH,
} from "@/lib/search/search-text";
import { TITLE_DESCRIPTOR_LIMIT } from "@/lib/search/search-subject";

const filterOf = (input: SearchFilterInput): SearchFilter => normaliseFilter(searchFilterSchema.parse(input));
const bondi = {
  locationSearchContext: {
    searchLocations: [{ slug: "bondi-nsw-2026", name: "Bondi", stateCode: "NSW", postcode: "2026" }],
  },
};

describe("search titles", () => {
  it("names mode, types and place", () => {
    expect(searchTitle({ filter: filterOf({ ...bondi }) })).toBe(
      "Property And Real Estate For Sale in Bondi, NSW 2026",
    );
    expect(searchTitle({ filter: filterOf({ searchMode: "Rent", ...bondi }) })).toBe(
      "Property And Real Estate For Rent in Bondi, NSW 2026",
    );
    expect(searchTitle({ filter: filterOf({ searchMode: "Sold", ...bondi }) })).toBe(
      "Sold Properties in Bondi, NSW 2026",
    );
    expect(searchTitle({ filter: filterOf({ searchMode: "Sold", propertyTypes: ["house"], ...bondi }) })).toBe(
      "Sold Houses in Bondi, NSW 2026",
    );
    expect(searchTitle({ filter: filterOf({ propertyTypes: ["blockOfUnits", "land"] }) })).toBe(
      "Blocks of Units And Blocks of Land For Sale in Australia",
    );
  });

  it("falls back to a name from the slug when the location name is not loaded", () => {
    const filter = filterOf({
      locationSearchContext: {
        searchLocations: [{ slug: "bondi-beach-nsw-2026", stateCode: "NSW", postcode: "2026" }],
      },
    });
    expect(searchHeading({ filter })).toBe("Property And Real Estate For Sale in Bondi Beach, NSW 2026");
  });

  it("shows Mapped Area, Drawn Area and the agent's name for office pages", () => {
    const map = {
      latitude: -33.8,
      longitude: 151.2,
      zoom: 12,
      bounds: { north: -33.7, south: -33.9, east: 151.3, west: 151.1 },
    };
    expect(searchTitle({ filter: filterOf({ context: "Map", map }) })).toBe(
      "Property And Real Estate For Sale in Mapped Area",
    );
    const shape: [number, number][] = [
      [-33.8, 151.2],
      [-33.9, 151.3],
      [-33.85, 151.1],
    ];
    expect(searchTitle({ filter: filterOf({ searchMode: "Rent", context: "Draw", shape }) })).toBe(
      "Property And Real Estate For Rent in Drawn Area",
    );
    expect(
      searchTitle({
        filter: filterOf({
          searchMode: "Sold",
          context: "Office",
          office: { slug: "rw-bondi", agentFullName: "Jane Citizen" },
        }),
      }),
    ).toBe("Sold Properties by Jane Citizen");
  });

  it("names the office in place of the location on office pages, title and heading", () => {
    const office = filterOf({ context: "Office", office: { slug: "ray-white-bondi", name: "Ray White Bondi" } });
    expect(searchHeading({ filter: office })).toBe("Property And Real Estate For Sale by Ray White Bondi");
    const later = filterOf({
      context: "Office",
      office: { slug: "ray-white-bondi", name: "Ray White Bondi" },
      paging: { skip: 25, take: 25 },
    });
    expect(searchTitle({ filter: later, totalPages: 2 })).toBe(
      "Property And Real Estate For Sale by Ray White Bondi - Page 2 of 2",
    );
    const agent = filterOf({
      searchMode: "Rent",
      context: "Office",
      office: { slug: "ray-white-bondi", name: "Ray White Bondi", agentFullName: "Jane Citizen" },
    });
    expect(searchHeading({ filter: agent })).toBe("Property And Real Estate For Rent by Jane Citizen");
  });

  it("adds bedroom and adjective prefixes, '5+' for five bedrooms", () => {
    expect(searchHeading({ filter: filterOf({ bedrooms: { only: [3] }, propertyTypes: ["house"], ...bondi }) })).toBe(
      "3 Bedroom Houses For Sale in Bondi, NSW 2026",
    );
    expect(searchHeading({ filter: filterOf({ bedrooms: { only: [], min: 5 }, propertyTypes: ["house"] }) })).toBe(
      "5+ Bedroom Houses For Sale in Australia",
    );
    expect(
      searchHeading({
        filter: filterOf({ searchMode: "Rent", bedrooms: { only: [0] }, propertyFeatures: ["petFriendly"] }),
      }),
    ).toBe("Studio Pet Friendly Properties For Rent in Australia");
  });

  it(`adds 'with a' and 'under' descriptors only while fewer than ${TITLE_DESCRIPTOR_LIMIT}`, () => {
    expect(TITLE_DESCRIPTOR_LIMIT).toBe(2);
    expect(
      searchHeading({
        filter: filterOf({ propertyFeatures: ["pool"], propertyTypes: ["house"], price: { max: 800000 }, ...bondi }),
      }),
    ).toBe("Houses For Sale with a Pool under $800,000 in Bondi, NSW 2026");
    expect(
      searchHeading({
        filter: filterOf({ propertyFeatures: ["gym", "pool"], propertyTypes: ["house"], price: { max: 800000 } }),
      }),
    ).toBe("Houses For Sale with a Gym and a Pool in Australia");
    expect(
      searchHeading({
        filter: filterOf({ propertyFeatures: ["gym", "openFirePlace", "pool"], propertyTypes: ["house"] }),
      }),
    ).toBe("Houses For Sale with a Gym and a Fireplace in Australia");
    expect(searchHeading({ filter: filterOf({ carSpaces: { only: [], min: 1 }, propertyTypes: ["unit"] }) })).toBe(
      "Units For Sale with a Garage in Australia",
    );
  });

  it("shows 'under' only when the price maximum applies", () => {
    const heading = (input: SearchFilterInput, location?: { key: number; total: number }) =>
      searchHeading({ filter: filterOf({ propertyTypes: ["unit"], ...input }), ...(location && { location }) });
    expect(heading({ searchMode: "Rent", price: { max: 600 } })).toBe("Units For Rent under $600 pw in Australia");
    expect(heading({ searchMode: "Rent", price: { max: 1500 } })).toBe("Units For Rent in Australia");
    expect(heading({ price: { max: 2_500_000 } })).toBe("Units For Sale in Australia");
    expect(heading({ price: { min: 100_000, max: 800_000 } })).toBe("Units For Sale in Australia");
    expect(heading({ price: { max: 800_000 } }, { key: 42, total: 0 })).toBe("Units For Sale in Australia");
    expect(heading({ price: { max: 800_000 } }, { key: 42, total: 3 })).toBe(
      "Units For Sale under $800,000 in Australia",
    );
  });

  it("appends 'Page N of M' on later pages", () => {
    const filter = filterOf({ propertyTypes: ["house"], paging: { skip: 50, take: 25 }, ...bondi });
    expect(searchTitle({ filter, total: 240 })).toBe("Houses For Sale in Bondi, NSW 2026 - Page 3 of 10");
    expect(searchTitle({ filter, totalPages: 12 })).toBe("Houses For Sale in Bondi, NSW 2026 - Page 3 of 12");
    expect(searchTitle({ filter: filterOf({ propertyTypes: ["house"], ...bondi }), total: 240 })).toBe(
      "Houses For Sale in Bondi, NSW 2026",
    );
  });

  it(`shortens 'Property And Real Estate' to 'Properties' past ${TITLE_MAX_LENGTH} characters`, () => {
    const long = {
      locationSearchContext: {
        searchLocations: [
          { slug: "mount-victoria-nsw-2786", name: "Mount Victoria", stateCode: "NSW", postcode: "2786" },
        ],
      },
    };
    const filter = filterOf({ ...long, paging: { skip: 25, take: 25 } });
    const title = searchTitle({ filter, total: 100 });
    expect(title).toBe("Properties For Sale in Mount Victoria, NSW 2786 - Page 2 of 4");
    expect(searchHeading({ filter })).toBe("Property And Real Estate For Sale in Mount Victoria, NSW 2786");
    // 70 characters or fewer keep the full phrase.
    const short = searchTitle({ filter: filterOf({ ...long }) });
    expect(short.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(short).toContain("Property And Real Estate");
  });
});

describe("results summary", () => {
  it("counts results with separators and the 50,000+ cap", () => {
    expect(searchResultsSummary({ filter: filterOf({ ...bondi }), total: 1234 })).toBe(
      "1,234 Properties For Sale in Bondi, NSW 2026",
    );
    expect(searchResultsSummary({ filter: filterOf({ propertyTypes: ["house"] }), total: 1 })).toBe(
      "1 House For Sale in Australia",
    );
    expect(searchResultsSummary({ filter: filterOf({ searchMode: "Sold" }), total: 75_000 })).toBe(
      "50,000+ Sold Properties in Australia",
    );
    expect(searchResultsSummary({ filter: filterOf({ searchMode: "Rent" }), total: 50_000 })).toBe(
      "50,000+ Properties For Rent in Australia",
    );
    expect(searchResultsSummary({ filter: filterOf({ searchMode: "Rent" }), total: 49_999 })).toBe(
      "49,999 Properties For Rent in Australia",
    );
  });

  it("says so when surrounding suburbs are included, naming the places searched without postcodes", () => {
    const coogee = { slug: "coogee-nsw-2034", name: "Coogee", stateCode: "NSW", postcode: "2034" };
    const randwick = { slug: "randwick-nsw-2031", name: "Randwick", stateCode: "NSW", postcode: "2031" };
    const bronte = { slug: "bronte-nsw-2024", stateCode: "NSW", postcode: "2024" };
    const several = (...extra: { slug: string; name?: string; stateCode: string; postcode: string }[]) =>
      filterOf({
        locationSearchContext: { searchLocations: [...bondi.locationSearchContext.searchLocations, ...extra] },
      });
    expect(searchResultsSummary({ filter: filterOf({ ...bondi }), total: 2382, surroundingSuburbs: true })).toBe(
      "2,382 Properties For Sale in Bondi and surrounding suburbs",
    );
    expect(searchResultsSummary({ filter: several(coogee), total: 12, surroundingSuburbs: true })).toBe(
      "12 Properties For Sale in Bondi, Coogee and surrounding suburbs",
    );
    expect(
      searchResultsSummary({ filter: several(coogee, randwick, bronte), total: 12, surroundingSuburbs: true }),
    ).toBe("12 Properties For Sale in Bondi, Coogee, 2 more and surrounding suburbs");
    expect(searchResultsSummary({ filter: filterOf({ ...bondi }), total: 0, surroundingSuburbs: true })).toBe(
      `0 Properties For Sale in Bondi and surrounding suburbs${NO_RESULTS_SUFFIX}`,
    );
    // Not included (surrounding=false, or a sold search): the place alone, as before.
    expect(searchResultsSummary({ filter: filterOf({ ...bondi }), total: 40, surroundingSuburbs: false })).toBe(
      "40 Properties For Sale in Bondi, NSW 2026",
    );
    // The heading and title name the place searched; only the count's sentence covers the neighbours.
    expect(searchHeading({ filter: filterOf({ ...bondi }) })).toBe(
      "Property And Real Estate For Sale in Bondi, NSW 2026",
    );
  });

  it("says when nothing was found; a failed search has its own sentence", () => {
    expect(searchResultsSummary({ filter: filterOf({ ...bondi }), total: 0 })).toBe(
      `0 Properties For Sale in Bondi, NSW 2026${NO_RESULTS_SUFFIX}`,
    );
    expect(NO_RESULTS_SUFFIX).toBe(" found, change your filters or zoom out.");
    expect(SEARCH_FAILED_MESSAGE).toBe("Sorry, we're having a problem searching. Please try again");
  });
});

describe("meta description", () => {
  it("describes the search with ranges in $, m² and m", () => {
    const filter = filterOf({
      propertyTypes: ["house"],
      price: { min: 500000 },
      landSize: { min: 400, max: 800 },
      frontageSize: { max: 15 },
      ...bondi,
    });
    expect(searchMetaDescription({ filter, total: 12 })).toBe(
      "Browse 12 Houses For Sale in Bondi, NSW 2026. Price Over $500,000. Land 400m² - 800m². Frontage Under 15m. " +
        "See photos, prices, inspection times and auction dates, and save this search as an alert.",
    );
    expect(searchMetaDescription({ filter: filterOf({ searchMode: "Rent", price: { min: 400, max: 600 } }) })).toBe(
      "Browse Property And Real Estate For Rent in Australia. Price $400 - $600 pw. See photos, prices, inspection times and auction dates, and save this search as an alert.",
    );
  });

  it("searchText returns all four texts", () => {
    const text = searchText({ filter: filterOf({ ...bondi }), total: 3 });
    expect(Object.keys(text)).toEqual(["title", "heading", "metaDescription", "summary"]);
    expect(text.summary).toBe("3 Properties For Sale in Bondi, NSW 2026");
  });
});
