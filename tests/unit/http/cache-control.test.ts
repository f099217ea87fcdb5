import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  CONTENT_KINDS,
  contentKindOf,
  DEFAULT_CACHE_CONTROL,
  sharedMaxAgeMs,
} from "@/lib/http/cache-control";

describe("cache-control per content kind", () => {
  it("uses the default of each kind when nothing is configured", () => {
    expect(cacheControlFor("blog", {})).toBe("public, max-age=0, must-revalidate, s-maxage=86400");
    expect(cacheControlFor("category", {})).toBe("public, max-age=0, must-revalidate, s-maxage=3600");
    expect(cacheControlFor("homepage", {})).toBe("public, max-age=0, must-revalidate, s-maxage=30");
    expect(cacheControlFor("api", {})).toBe("no-store");
    expect(cacheControlFor("static", {})).toBe("public, max-age=31536000, immutable");
  });

  it("uses each kind's own setting, and only that kind's", () => {
    const settings = {
      CACHE_CONTROL_BLOG: "public, max-age=0, s-maxage=600",
      CACHE_CONTROL_CATEGORY: "public, max-age=0, s-maxage=120",
      CACHE_CONTROL_HOMEPAGE: "public, s-maxage=10",
      CACHE_CONTROL_API: "private, no-cache",
      CACHE_CONTROL_STATIC: "public, max-age=86400",
    };
    expect(CONTENT_KINDS.map((kind) => cacheControlFor(kind, settings))).toEqual([
      "public, max-age=0, s-maxage=600",
      "public, max-age=0, s-maxage=120",
      "public, s-maxage=10",
      "private, no-cache",
      "public, max-age=86400",
    ]);
    expect(cacheControlFor("category", { CACHE_CONTROL_BLOG: "public, s-maxage=1" })).toBe(
      DEFAULT_CACHE_CONTROL.category,
    );
  });

  it("treats a blank setting as unset", () => {
    expect(cacheControlFor("blog", { CACHE_CONTROL_BLOG: "   " })).toBe(DEFAULT_CACHE_CONTROL.blog);
  });

  it.each([
    ["/", "homepage"],
    ["/blog", "blog"],
    ["/blog/how-much-can-i-borrow", "blog"],
    ["/blog/feed.xml", "blog"],
    ["/blog/category/renting", "category"],
    ["/api/version", "api"],
    ["/graphql", "api"],
    ["/_next/static/chunks/app.js", "static"],
    ["/for-sale/bondi-nsw-2026/real-estate", undefined],
    ["/blogger", undefined],
  ] as const)("%s is %s", (path, kind) => {
    expect(contentKindOf(path)).toBe(kind);
  });

  it("reads how long a shared cache may keep a response", () => {
    expect(sharedMaxAgeMs(DEFAULT_CACHE_CONTROL.blog)).toBe(86_400_000);
    expect(sharedMaxAgeMs("public, max-age=60")).toBe(60_000);
    expect(sharedMaxAgeMs("public, max-age=60, s-maxage=5")).toBe(5_000);
    expect(sharedMaxAgeMs("no-store")).toBe(0);
    expect(sharedMaxAgeMs("private, max-age=600")).toBe(0);
    expect(sharedMaxAgeMs("public, s-maxage=soon")).toBe(0);
  });
});
