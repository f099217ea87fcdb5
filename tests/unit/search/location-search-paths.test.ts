// The search pages a change to a home makes stale are the canonical ones the page cache stores.
import { describe, expect, it } from "vitest";
import { locationSearchPaths, modesShowing, type ListingStatus } from "@/lib/search/location-search-paths";
import { parseSearchUrl } from "@/lib/search/parse-search-url";

describe("a place's search pages", () => {
  it.each<ListingStatus>(["buy", "rent", "sold", "leased"])(
    "for a %s home are canonical, as list and map",
    (status) => {
      const paths = locationSearchPaths("bondi-nsw-2026", modesShowing(status));
      expect(paths.length).toBe(modesShowing(status).length * 2);
      for (const path of paths) {
        const parsed = parseSearchUrl(path);
        expect(parsed.ok, path).toBe(true);
        if (parsed.ok) expect(parsed.isCanonical, path).toBe(true);
      }
    },
  );

  it("of a sale include the for-sale page it left, and of a lease the for-rent page", () => {
    expect(locationSearchPaths("bondi-nsw-2026", modesShowing("sold"))).toEqual([
      "/sold-properties/bondi-nsw-2026",
      "/sold-properties/bondi-nsw-2026?view=map",
      "/for-sale/bondi-nsw-2026/real-estate",
      "/for-sale/bondi-nsw-2026/real-estate?view=map",
    ]);
    expect(modesShowing("leased")).toEqual(["Leased", "Rent"]);
  });
});
