import { createYoga } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResultsQuery, SearchResultsQueryVariables } from "@/lib/graphql/generated/operations";
import { SearchMapMarkersDocument } from "@/lib/graphql/generated/documents/SearchMapMarkers";
import { SearchResultsDocument } from "@/lib/graphql/generated/documents/SearchResults";
import { schema } from "@/lib/graphql/schema";
import { createServiceContext } from "@/lib/services/context";
import { parseSearchUrl } from "@/lib/search/parse-search-url";
import { createSearchFixture, FIXTURE_NOW, suburb, type SearchFixture } from "./search-fixture";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await createSearchFixture();
});
afterAll(() => fixture.sqlite.close());

/**
 * Through Yoga rather than graphql's execute: the schema is built by graphql-yoga, whose graphql
 * copy differs from the one a test would import, and graphql refuses schemas from another copy.
 */
async function run(document: { toString(): string }, variables: Record<string, unknown>, on = fixture) {
  const yoga = createYoga({
    schema,
    maskedErrors: false,
    context: () => ({ ...createServiceContext(on.db, FIXTURE_NOW), noPlaceholderImages: true }),
  });
  const response = await yoga.fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  return (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
}

function filterOf(url: string) {
  const parsed = parseSearchUrl(url);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.filter;
}

describe("search GraphQL operations", () => {
  it("runs SearchResults with the filter parseSearchUrl gives (typed variables)", async () => {
    // Compile-time check: a parsed filter is a valid variable of the typed operation.
    const variables: SearchResultsQueryVariables = {
      filter: filterOf(`/for-sale/${suburb("Bondi").slug}/houses/bedrooms-3-plus?sort=cheapest`),
    };
    const result = await run(SearchResultsDocument, variables);
    expect(result.errors).toBeUndefined();
    const search = (result.data as SearchResultsQuery).listingSearchByFilter;
    expect(search.total).toBeGreaterThan(0);
    expect(search.surroundingLevel).toBe(4);
    expect(search.filters.propertyTypes.map((f) => f.name)).toEqual(["house"]);
    expect(search.filters.bedrooms.every((f) => Number(f.name) >= 3)).toBe(true);
    const prices = search.listings.map((l) => l.priceDetails.price ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(search.listings[0]?.coverPhoto).toBeDefined();
  });

  it("runs SearchMapMarkers for a drawn area", async () => {
    const c = suburb("Glebe");
    const shape = [
      [c.latitude - 0.01, c.longitude - 0.01],
      [c.latitude + 0.01, c.longitude],
      [c.latitude - 0.01, c.longitude + 0.01],
    ];
    const result = await run(SearchMapMarkersDocument, { filter: { context: "Draw", shape } });
    expect(result.errors).toBeUndefined();
    const markers = (result.data as { mapMarkers: { id: string; url: string }[] }).mapMarkers;
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.length).toBeLessThanOrEqual(500);
  });

  it("turns an invalid filter into BAD_USER_INPUT", async () => {
    const result = await run(SearchResultsDocument, { filter: { propertyTypes: ["castle"] } });
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("answers a search that failed with the clients' count -1 and no markers", async () => {
    const broken = await createSearchFixture(10);
    broken.sqlite.exec("DROP TABLE listings");
    const filter = { searchMode: "Buy" };
    const [search, markers] = await Promise.all([
      run(SearchResultsDocument, { filter }, broken),
      run(SearchMapMarkersDocument, { filter }, broken),
    ]);
    broken.sqlite.close();
    expect(search.errors).toBeUndefined();
    expect((search.data as SearchResultsQuery).listingSearchByFilter).toMatchObject({ total: -1, listings: [] });
    expect(markers).toEqual({ data: { mapMarkers: [] } });
  });
});
