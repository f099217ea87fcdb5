import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  CONTENT_KINDS,
  contentKindOf,
  cacheControlOfResponse,
  DEFAULT_CACHE_CONTROL,
  type ServedResponse,
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
    ["/blog/media/hero.png", "static"],
    ["/blog/preview/renting-with-pets", undefined],
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

describe("the Cache-Control a response leaves with", () => {
  const settings = { CACHE_CONTROL_HOMEPAGE: "public, s-maxage=10", CACHE_CONTROL_API: "public, s-maxage=60" };
  const served = (overrides: Partial<ServedResponse>): ServedResponse => ({
    pathname: "/",
    method: "GET",
    status: 200,
    hasCredentials: false,
    ownCacheControl: "private, no-cache, no-store, max-age=0, must-revalidate",
    sharedByPageCache: true,
    ...overrides,
  });

  it("gives the home page its setting only when the edge page cache shares it", () => {
    expect(cacheControlOfResponse(served({}), settings)).toBe("public, s-maxage=10");
    expect(cacheControlOfResponse(served({ sharedByPageCache: false }), settings)).toBeUndefined();
    expect(cacheControlOfResponse(served({ status: 404 }), settings)).toBeUndefined();
  });

  it("gives anonymous GET APIs the api setting, unless the route marked its answer private", () => {
    const api = (overrides: Partial<ServedResponse>) =>
      cacheControlOfResponse(
        served({ pathname: "/api/v1/search/locations", ownCacheControl: null, ...overrides }),
        settings,
      );
    expect(api({})).toBe("public, s-maxage=60");
    expect(api({ pathname: "/graphql", method: "HEAD", ownCacheControl: "no-store" })).toBe("public, s-maxage=60");
    expect(api({ ownCacheControl: "private, no-store" })).toBeUndefined();
    expect(api({ method: "POST" })).toBeUndefined();
    expect(api({ status: 400 })).toBeUndefined();
  });

  it("never lets a shared cache keep an API answer to a request with a cookie or Authorization", () => {
    const withCredentials = served({ pathname: "/graphql", hasCredentials: true, ownCacheControl: null });
    expect(cacheControlOfResponse(withCredentials, settings)).toBe("private, no-store");
    expect(cacheControlOfResponse({ ...withCredentials, ownCacheControl: "no-store" }, settings)).toBe("no-store");
  });

  it("gives blog pages their kind's setting and leaves CMS images and other pages alone", () => {
    expect(cacheControlOfResponse(served({ pathname: "/blog/renting-with-pets", sharedByPageCache: false }), {})).toBe(
      DEFAULT_CACHE_CONTROL.blog,
    );
    expect(cacheControlOfResponse(served({ pathname: "/blog/media/hero.png" }), {})).toBeUndefined();
    expect(cacheControlOfResponse(served({ pathname: "/contact" }), settings)).toBeUndefined();
  });
});
