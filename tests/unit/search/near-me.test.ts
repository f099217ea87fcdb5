import { describe, expect, it } from "vitest";
import { nearMeSearchUrl } from "@/lib/search/near-me";
import { parseSearchUrl } from "@/lib/search/parse-search-url";

describe("nearMeSearchUrl", () => {
  it("is a map search around the point, for the tab's mode", () => {
    const url = nearMeSearchUrl("Rent", { latitude: -33.8915, longitude: 151.2767 });
    expect(url).toMatch(/^\/for-rent\/real-estate\?context=map&lat=-33\.8915&lng=151\.2767&zoom=14&bounds=/);
    const parsed = parseSearchUrl(url ?? "");
    expect(parsed).toMatchObject({
      ok: true,
      filter: { searchMode: "Rent", context: "Map", map: { latitude: -33.8915, longitude: 151.2767, zoom: 14 } },
    });
  });

  it("is nothing for a position that is not a number", () => {
    expect(nearMeSearchUrl("Buy", { latitude: Number.NaN, longitude: 151 })).toBeUndefined();
  });
});
