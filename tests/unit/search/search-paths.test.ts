import { describe, expect, it } from "vitest";
import { searchTypeBasePath } from "@/lib/search/search-mode";
import { slugWithId } from "@/lib/search/slug-with-id-url";

describe("searchTypeBasePath", () => {
  it("maps search types to their base path, others to /{type}", () => {
    expect(searchTypeBasePath("buy")).toBe("/for-sale");
    expect(searchTypeBasePath("rent")).toBe("/for-rent");
    expect(searchTypeBasePath("sold")).toBe("/sold-properties");
    expect(searchTypeBasePath("leased")).toBe("/leased-properties");
    expect(searchTypeBasePath("agents")).toBe("/agents");
  });
});

describe("slugWithId", () => {
  it("prefers slugWithId, else uri or slug joined with the numeric part of the id, lowercased", () => {
    expect(slugWithId({ id: 5713470, slugWithId: "Melbourne-VIC-3000-5713470" })).toBe("melbourne-vic-3000-5713470");
    expect(slugWithId({ id: "L-5713470", uri: "Melbourne-VIC-3000" })).toBe("melbourne-vic-3000-5713470");
    expect(slugWithId({ id: 42, slug: "ray-white-bondi" })).toBe("ray-white-bondi-42");
    expect(slugWithId({ id: "none", slug: "x" })).toBeUndefined();
  });
});
