import { describe, expect, it } from "vitest";
import {
  isLocationIndexTab,
  locationIndexPath,
  locationPath,
  locationTrendPath,
  sharedLocationPath,
} from "@/lib/locations/location-urls";

const shared = (path: string) => sharedLocationPath(new URL(path, "https://homefront.test"));

describe("location urls", () => {
  it("names the index's tabs, the default without a query", () => {
    expect(locationIndexPath()).toBe("/locations");
    expect(locationIndexPath("popular")).toBe("/locations");
    expect(locationIndexPath("streets")).toBe("/locations?tab=streets");
    expect(isLocationIndexTab("regions")).toBe(true);
    expect(isLocationIndexTab("Regions")).toBe(false);
    expect(isLocationIndexTab(undefined)).toBe(false);
    expect(locationPath("bondi-nsw-2026")).toBe("/locations/bondi-nsw-2026");
  });

  it("shares the index under its tab only: unknown tabs and other parameters fall away", () => {
    expect(shared("/locations")).toBe("/locations");
    expect(shared("/locations?tab=regions&utm_source=x")).toBe("/locations?tab=regions");
    expect(shared("/locations?tab=popular")).toBe("/locations");
    expect(shared("/locations?tab=nonsense&x=1")).toBe("/locations");
  });

  it("shares a place page without its query, and nothing that is not a place page", () => {
    expect(shared("/locations/bondi-nsw-2026?utm_source=x")).toBe("/locations/bondi-nsw-2026");
    expect(shared("/locations/Bondi")).toBeUndefined();
    expect(shared("/locations/a/b")).toBeUndefined();
    // Rankings by reviews: a state's or region's, by factor; no query.
    expect(shared("/locations/top-rated")).toBe("/locations/top-rated");
    expect(shared("/locations/top-rated/nsw?x=1")).toBe("/locations/top-rated/nsw");
    expect(shared("/locations/top-rated/sydney-nsw/safest")).toBe("/locations/top-rated/sydney-nsw/safest");
    expect(shared("/locations/top-rated/sydney-nsw/safest/x")).toBeUndefined();
    expect(shared("/locations/top-rated/nsw/streets")).toBe("/locations/top-rated/nsw/streets");
    expect(shared("/locations/top-rated/nsw/streets/safest?x=1")).toBe("/locations/top-rated/nsw/streets/safest");
    expect(shared("/locations/top-rated/nsw/streets/safest/x")).toBeUndefined();
    expect(shared("/locations/top-rated/Sydney")).toBeUndefined();
    expect(shared(`/locations/${"a".repeat(121)}`)).toBeUndefined();
    expect(shared("/locationsx")).toBeUndefined();
    expect(shared("/find-suburb?q=bondi")).toBeUndefined();
  });

  it("keeps a place page's trend type when it is one, and only then", () => {
    const isType = (value: string) => ["houses", "units"].includes(value);
    const sharedWith = (path: string) => sharedLocationPath(new URL(path, "https://homefront.test"), isType);
    expect(sharedWith("/locations/bondi-nsw-2026?trend=houses&utm_source=x")).toBe(
      "/locations/bondi-nsw-2026?trend=houses",
    );
    expect(sharedWith("/locations/bondi-nsw-2026?trend=castles")).toBe("/locations/bondi-nsw-2026");
    expect(shared("/locations/bondi-nsw-2026?trend=houses")).toBe("/locations/bondi-nsw-2026");
    expect(locationTrendPath("bondi-nsw-2026")).toBe("/locations/bondi-nsw-2026#market-trends");
    expect(locationTrendPath("bondi-nsw-2026", "units")).toBe("/locations/bondi-nsw-2026?trend=units#market-trends");
  });
});
