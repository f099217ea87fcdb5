import { describe, expect, it } from "vitest";
import {
  alertFilterFromSearch,
  alertName,
  alertSearchMode,
  isSameAlertSearch,
  type AlertSource,
} from "@/lib/alerts/alert-filter";

const search = (overrides: Partial<AlertSource> = {}): AlertSource => ({
  searchMode: "Buy",
  propertyTypes: [],
  locationSearchContext: {
    includeSurroundingSuburbs: true,
    searchLocations: [
      { id: 11, slug: "bondi-nsw-2026", name: "Bondi", stateCode: "NSW", postcode: "2026" },
      { id: 12, slug: "coogee-nsw-2034", name: "Coogee", stateCode: "NSW", postcode: "2034" },
      { id: 13, slug: "bronte-nsw-2024", name: "Bronte", stateCode: "NSW", postcode: "2024" },
    ],
  },
  ...overrides,
});

describe("alert filter from a search", () => {
  it("makes counts whole, sends a minimum only above 0 and prices only above 0", () => {
    const filter = alertFilterFromSearch(
      search({
        bedrooms: { only: ["2", 3.7], min: "0" },
        bathrooms: { only: [], min: 1.9 },
        carSpaces: { only: ["x"], min: 2 },
        price: { min: 0, max: 750_000 },
        propertyTypes: ["house", "townhouse"],
      }),
    );
    expect(filter).toEqual({
      statusTypes: ["buy"],
      listingTypes: ["sale"],
      locationIds: [11, 12, 13],
      bedrooms: { only: [2, 3] },
      bathrooms: { only: [], min: 1 },
      carSpaces: { only: [], min: 2 },
      propertyTypes: ["house", "townhouse"],
      priceMax: 750_000,
    });
  });

  it("reads an empty field as no value, not as 0 (a studio or a $0 price)", () => {
    const filter = alertFilterFromSearch(search({ bedrooms: { only: [""], min: "" }, price: { min: 0 } }));
    expect(filter.bedrooms).toEqual({ only: [] });
    expect(filter.priceMin).toBeUndefined();
  });

  it("maps rent to rent and anything else to buy", () => {
    expect(alertSearchMode("Rent")).toBe("rent");
    expect(alertSearchMode("Sold")).toBe("buy");
    expect(alertSearchMode("Leased")).toBe("buy");
    expect(alertFilterFromSearch(search({ searchMode: "Rent" })).listingTypes).toEqual(["rental"]);
  });
});

describe("alert name", () => {
  it("composes location with state and extras, mode, price, first type with extras, and counts", () => {
    expect(
      alertName(
        search({
          price: { min: 500_000, max: 800_000 },
          propertyTypes: ["house", "townhouse"],
          bedrooms: { only: [], min: 3 },
          bathrooms: { only: [], min: 2 },
          carSpaces: { only: [1] },
        }),
      ),
    ).toBe("Bondi, NSW +2 For Sale, $500,000 - $800,000, Houses +1, 3+ Beds, 2+ Baths, 1 Car");
  });

  it("adds pw to rent prices and reads a studio", () => {
    expect(
      alertName(
        search({
          searchMode: "Rent",
          price: { max: 600 },
          bedrooms: { only: [0] },
          locationSearchContext: {
            includeSurroundingSuburbs: true,
            searchLocations: [
              { id: 5713470, slug: "melbourne-vic-3000", name: "Melbourne", stateCode: "VIC", postcode: "3000" },
            ],
          },
        }),
      ),
    ).toBe("Melbourne, VIC For Rent, Under $600 pw, Studio");
    expect(alertName(search({ locationSearchContext: { includeSurroundingSuburbs: true, searchLocations: [] } }))).toBe(
      "Australia For Sale",
    );
  });
});

describe("matching an existing alert", () => {
  it("matches on context, mode, location ids, types, counts and price", () => {
    const a = {
      ...search({ propertyTypes: ["house", "unit"], price: { max: 900_000 } }),
      context: "Location" as const,
    };
    expect(isSameAlertSearch(a, { ...a, propertyTypes: ["unit", "house"] })).toBe(true);
    expect(isSameAlertSearch(a, { ...a, context: "Map" })).toBe(false);
    expect(isSameAlertSearch(a, { ...a, searchMode: "Rent" })).toBe(false);
    expect(isSameAlertSearch(a, { ...a, price: { max: 950_000 } })).toBe(false);
    expect(isSameAlertSearch(a, { ...a, bedrooms: { only: [2] } })).toBe(false);
    expect(
      isSameAlertSearch(a, {
        ...a,
        locationSearchContext: {
          includeSurroundingSuburbs: false,
          searchLocations: a.locationSearchContext.searchLocations.slice(0, 1),
        },
      }),
    ).toBe(false);
    // Sold searches are saved as buy alerts, so they match buy.
    expect(isSameAlertSearch(a, { ...a, searchMode: "Sold" })).toBe(true);
  });
});
