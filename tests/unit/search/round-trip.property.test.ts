import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildFacetUrl } from "@/lib/search/facet-url";
import { searchFilterSchema } from "@/lib/search/filter";
import { normaliseFilter, toUrlFilter } from "@/lib/search/normalise";
import { parseSearchRoute, parseSearchUrl } from "@/lib/search/parse-search-url";
import { locationResultsUrl } from "./location-results-url";
import { searchFilterArb } from "./arbitraries";

const expected = (input: unknown) => toUrlFilter(normaliseFilter(searchFilterSchema.parse(input)));

describe("search URL round trip", () => {
  it("parse(buildFacetUrl(filter)) gives back the filter, and the URL is canonical", () => {
    fc.assert(
      fc.property(searchFilterArb, (filter) => {
        const built = buildFacetUrl(filter);
        expect(built.error).toBeUndefined();
        const parsed = parseSearchUrl(built.url ?? "");
        if (!parsed.ok) throw new Error(`${built.url}: ${parsed.error}`);
        expect(parsed.filter).toStrictEqual(expected(filter));
        expect(parsed.isCanonical).toBe(true);
        expect(parsed.redirectTo).toBeUndefined();
        expect(parsed.warnings).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });

  it("parse(locationResultsUrl(filter)) gives back the filter and points at the faceted URL as canonical", () => {
    fc.assert(
      fc.property(searchFilterArb, (filter) => {
        const url = locationResultsUrl(filter);
        expect(url).toBeDefined();
        const parsed = parseSearchUrl(url ?? "");
        if (!parsed.ok) throw new Error(`${url}: ${parsed.error}`);
        expect(parsed.filter).toStrictEqual(expected(filter));
        expect(parsed.canonicalUrl).toBe(buildFacetUrl(filter).url);
        expect(parsed.warnings).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });

  it("normalising is idempotent and the URL filter is a fixed point", () => {
    fc.assert(
      fc.property(searchFilterArb, (filter) => {
        const once = normaliseFilter(searchFilterSchema.parse(filter));
        expect(normaliseFilter(once)).toStrictEqual(once);
        expect(toUrlFilter(toUrlFilter(once))).toStrictEqual(toUrlFilter(once));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("builders and parser never throw", () => {
  it("builders return a URL or nothing for any value at all", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const facet = buildFacetUrl(value);
        expect(facet.url === undefined).toBe(facet.error !== undefined);
        const location = locationResultsUrl(value);
        expect(location === undefined || location.startsWith("/")).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("the parser answers every string with a result", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true }), fc.webPath()), (url) => {
        const parsed = parseSearchUrl(url);
        expect(typeof parsed.ok).toBe("boolean");
      }),
      { numRuns: 1000 },
    );
  });

  const segment = fc.oneof(
    fc.constantFrom(
      "for-sale",
      "for-rent",
      "sold-properties",
      "leased-properties",
      "properties-for-sale",
      "real-estate",
      "houses",
      "bondi-nsw-2026",
      "bedrooms-3-pool",
      "page-2",
      "real-estate-agency",
      "studio-apartments-gym",
    ),
    fc.string({ maxLength: 20 }),
  );
  const queryValue = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom("-1", "1e400", "{}", "[", "true", "false", ",,", "5-plus"),
  );
  const queryKey = fc.oneof(
    fc.constantFrom(
      "bedrooms",
      "bounds",
      "shape",
      "sort",
      "page",
      "suburbs",
      "inspections",
      "context",
      "lat",
      "zoom",
      "land-area",
      "features",
    ),
    fc.string({ maxLength: 10 }),
  );

  /** Mostly well-formed paths, so that many routes get past the path and exercise the query reader. */
  const structuredPath = fc
    .tuple(
      fc.constantFrom(
        ["for-sale"],
        ["for-rent"],
        ["sold-properties"],
        ["properties-for-rent"],
        ["real-estate-agency", "ray-white", "for-sale"],
      ),
      fc.option(fc.constantFrom("bondi-nsw-2026", "Melbourne-VIC-3000", "sydney-eastern-suburbs-nsw"), {
        nil: undefined,
      }),
      fc.option(fc.constantFrom("real-estate", "houses", "land", "studios"), { nil: undefined }),
      fc.option(
        fc.constantFrom("bedrooms-3-pool", "studio-apartments", "bedrooms-0", "car-garage-gym-pool", "bedrooms-9"),
        { nil: undefined },
      ),
      fc.option(fc.constantFrom("page-1", "page-2", "page-0", "page-99999"), { nil: undefined }),
    )
    .map(([base, ...rest]): string[] => [...base, ...rest.filter((part) => part !== undefined)]);

  /** A parsed route's canonical URL parses again to the same filter, and is canonical itself. */
  const expectCanonicalFixedPoint = (parsed: Extract<ReturnType<typeof parseSearchRoute>, { ok: true }>) => {
    const again = parseSearchUrl(parsed.canonicalUrl);
    if (!again.ok) throw new Error(`${parsed.canonicalUrl}: ${again.error}`);
    expect(again.isCanonical).toBe(true);
    expect(again.filter).toStrictEqual(parsed.filter);
  };

  it("any route parses without throwing, and when it parses its canonical URL is a fixed point", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(segment, { maxLength: 7 }), structuredPath),
        fc.dictionary(queryKey, fc.oneof(queryValue, fc.array(queryValue, { maxLength: 3 }))),
        (segments, query) => {
          const parsed = parseSearchRoute(segments, query);
          if (parsed.ok) expectCanonicalFixedPoint(parsed);
          else expect(parsed.error.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  // Random routes and queries are often refused; the fixed point must also be checked on routes
  // that are searches every time, not on however many of the random ones happened to be.
  it("every well-formed route is a search whose canonical URL is a fixed point", () => {
    fc.assert(
      fc.property(structuredPath, (segments) => {
        const parsed = parseSearchRoute(segments, {});
        if (!parsed.ok) throw new Error(`${segments.join("/")}: ${parsed.error}`);
        expectCanonicalFixedPoint(parsed);
      }),
      { numRuns: 300 },
    );
  });
});
