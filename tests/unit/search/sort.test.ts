import { describe, expect, it } from "vitest";
import {
  defaultSortOrder,
  parseSortOrder,
  SORT_CODES,
  SORT_ORDERS,
  sortOrderForCode,
  sortOrdersFor,
} from "@/lib/search/sort";

describe("sort orders", () => {
  it("has 13 orders with fixed codes 1 to 14, 11 unused", () => {
    expect(SORT_ORDERS).toHaveLength(13);
    expect(SORT_CODES).toMatchObject({
      expensive: 1,
      cheapest: 2,
      oldest: 3,
      newest: 4,
      homesForYou: 5,
      nextInspection: 6,
      recentlySoldOrLeased: 7,
      nextAuction: 8,
      hasAVirtualTour: 9,
      hasVideos: 10,
      highestSoldPrice: 12,
      lowestSoldPrice: 13,
      soldHomesForYou: 14,
    });
    expect(sortOrderForCode(11)).toBeUndefined();
    expect(sortOrderForCode(14)).toBe("soldHomesForYou");
  });

  it("defaults differ for sold and for office searches", () => {
    expect(defaultSortOrder("Buy", "Location")).toBe("homesForYou");
    expect(defaultSortOrder("Rent", "Map")).toBe("homesForYou");
    expect(defaultSortOrder("Sold", "Location")).toBe("recentlySoldOrLeased");
    expect(defaultSortOrder("Leased", "Draw")).toBe("recentlySoldOrLeased");
    expect(defaultSortOrder("Buy", "Office")).toBe("newest");
    expect(defaultSortOrder("Sold", "Office")).toBe("recentlySoldOrLeased");
  });

  it("offers sold-price sorts only to sold and leased searches", () => {
    expect(sortOrdersFor("Buy")).not.toContain("highestSoldPrice");
    expect(sortOrdersFor("Sold")).toContain("highestSoldPrice");
    expect(sortOrdersFor("Sold")).not.toContain("nextAuction");
  });

  it("reads names in any case and numeric codes", () => {
    expect(parseSortOrder("HasAVirtualTour")).toBe("hasAVirtualTour");
    expect(parseSortOrder("2")).toBe("cheapest");
    expect(parseSortOrder("99")).toBeUndefined();
    expect(parseSortOrder("price")).toBeUndefined();
  });
});
