import { describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { createBatchApqFetch } from "@/lib/graphql/transport/batch-apq-fetch";
import { sha256Hex } from "@/lib/graphql/transport/sha256";
import { GRAPHQL_LIMITS } from "@/lib/graphql/yoga-limits";
import { signedUpMember } from "./auth/client";
import { ListingByIdDocument } from "@/lib/graphql/generated/documents/ListingById";
import { SearchResultsDocument } from "@/lib/graphql/generated/documents/SearchResults";
import { SearchMapMarkersDocument } from "@/lib/graphql/generated/documents/SearchMapMarkers";
import { LocationByIdentifierDocument } from "@/lib/graphql/generated/documents/LocationByIdentifier";
import { LocationSuggestionsDocument } from "@/lib/graphql/generated/documents/LocationSuggestions";

const endpoint = url("/graphql");

interface Result<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function post<T = Record<string, unknown>>(body: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", "x-no-placeholder-images": "true" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

async function query<T>(text: string, variables: Record<string, unknown> = {}): Promise<Result<T>> {
  return (await post<Result<T>>({ query: text, variables })).json;
}

describe("GraphQL queries against the local D1", () => {
  it("finds a location by id and by slug: the default location is Melbourne CBD 3000", async () => {
    const byId = await query<{ location: { slug: string; displayText: string; hierarchy: { type: string }[] } }>(
      LocationByIdentifierDocument.toString(),
      { identifier: "5713470" },
    );
    expect(byId.errors).toBeUndefined();
    expect(byId.data?.location.slug).toBe("melbourne-vic-3000");
    expect(byId.data?.location.displayText).toBe("Melbourne, VIC 3000");
    expect(byId.data?.location.hierarchy.map((h) => h.type)).toContain("state");

    const bySlug = await query<{ location: { id: string } }>(LocationByIdentifierDocument.toString(), {
      identifier: "bondi-nsw-2026",
    });
    expect(bySlug.data?.location).not.toBeNull();
  });

  it("answers null for a location that does not exist", async () => {
    const result = await query<{ location: null }>(LocationByIdentifierDocument.toString(), {
      identifier: "nowhere-vic-9999",
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.location).toBeNull();
  });

  it("autocompletes 'Bondi' with 'Bondi, NSW 2026' among the first results", async () => {
    const result = await query<{ locationSearch: { displayText: string }[] }>(LocationSuggestionsDocument.toString(), {
      text: "Bondi",
      take: 8,
    });
    const texts = result.data?.locationSearch.map((l) => l.displayText) ?? [];
    expect(texts.slice(0, 3)).toContain("Bondi, NSW 2026");
  });

  it("autocompletes postcodes", async () => {
    const result = await query<{ locationSearch: { displayText: string }[] }>(LocationSuggestionsDocument.toString(), {
      text: "3000",
    });
    expect(result.data?.locationSearch.map((l) => l.displayText)).toContain("Melbourne, VIC 3000");
  });

  it("pages through a suburb's listings 25 at a time and loads one by id", async () => {
    type Search = {
      listingSearchByFilter: { total: number; pagination: { totalPages: number }; listings: { id: string }[] };
    };
    const filter = (page: number) => ({
      searchMode: "Sold",
      locationSearchContext: { searchLocations: [{ slug: "melbourne-vic-3000" }] },
      paging: { skip: (page - 1) * 25, take: 25 },
    });
    const page1 = await query<Search>(SearchResultsDocument.toString(), { filter: filter(1) });
    expect(page1.errors).toBeUndefined();
    const first = page1.data!.listingSearchByFilter;
    expect(first.total).toBeGreaterThan(25);
    expect(first.listings).toHaveLength(25);
    expect(first.pagination.totalPages).toBe(Math.ceil(first.total / 25));

    const page2 = await query<Search>(SearchResultsDocument.toString(), { filter: filter(2) });
    const secondIds = new Set(page2.data!.listingSearchByFilter.listings.map((l) => l.id));
    expect(secondIds.size).toBeGreaterThan(0);
    expect(first.listings.some((l) => secondIds.has(l.id))).toBe(false);

    const id = first.listings[0]!.id;
    const one = await query<{ listing: { id: string; canonicalUri: string; media: { photos: unknown[] } } }>(
      ListingByIdDocument.toString(),
      { id },
    );
    expect(one.errors).toBeUndefined();
    expect(String(one.data?.listing.id)).toBe(String(id));
    expect(one.data?.listing.canonicalUri).toMatch(new RegExp(`^/homes/[a-z0-9-]+/${id}$`));
    expect(one.data?.listing.media.photos.length).toBeGreaterThan(0);
  });

  it("gives map markers beyond D1's 100-parameter limit", async () => {
    // Melbourne 3000 and its surrounding suburbs hold more than 100 current listings.
    const result = await query<{ mapMarkers: { id: string; url: string }[] }>(SearchMapMarkersDocument.toString(), {
      filter: { searchMode: "Buy", locationSearchContext: { searchLocations: [{ slug: "melbourne-vic-3000" }] } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.mapMarkers.length).toBeGreaterThan(100);
    expect(result.data!.mapMarkers[0]!.url).toMatch(/^\/homes\//);
  });

  it("counts map viewports and drawn areas of every size on D1, the same listings either way", async () => {
    // Around central Sydney: from a few hundred metres to 30 km. D1 refuses statements plain
    // SQLite takes (more than 5 SELECTs in a UNION ALL, 100 parameters, 25,000 instructions);
    // a search it refused would answer -1 here.
    const totals = async (filter: Record<string, unknown>) => {
      const result = await query<{ listingSearchByFilter: { total: number } }>(
        "query ($filter: SearchFilterInput!) { listingSearchByFilter(filter: $filter) { total } }",
        { filter: { searchMode: "Buy", ...filter } },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.listingSearchByFilter.total;
    };
    for (const half of [0.004, 0.02, 0.05, 0.15]) {
      const bounds = {
        north: -33.87 + half,
        south: -33.87 - half * 1.13,
        east: 151.21 + half * 1.21,
        west: 151.21 - half,
      };
      const viewport = await totals({ context: "Map", map: { latitude: -33.87, longitude: 151.21, zoom: 12, bounds } });
      // The same rectangle drawn by hand: its figures come from other statements (cells, boundary ranges).
      const drawn = await totals({
        context: "Draw",
        shape: [
          [bounds.south, bounds.west],
          [bounds.north, bounds.west],
          [bounds.north, bounds.east],
          [bounds.south, bounds.east],
        ],
      });
      expect(viewport, `half-size ${half}°`).toBeGreaterThan(0);
      expect(drawn, `half-size ${half}°`).toBe(viewport);
    }
    // A large, many-sided drawn area: dozens of boundary ranges and cell blocks.
    const star = Array.from({ length: 24 }, (_, i) => {
      const angle = (i / 24) * 2 * Math.PI;
      const radius = i % 2 === 0 ? 0.2 : 0.12;
      return [-33.87 + radius * Math.sin(angle), 151.1 + radius * 1.2 * Math.cos(angle)];
    });
    expect(await totals({ context: "Draw", shape: star })).toBeGreaterThan(0);
  });

  it("reads zoomed-out maps on D1 (coarse cells, series of rows, the rank walk) as a drawn rectangle reads them", async () => {
    // A drawn rectangle this large is read listing by listing: an independent answer for the
    // map's cell figures and its rank-walked page, in the same order.
    const search = async (filter: Record<string, unknown>) => {
      const result = await query<{
        listingSearchByFilter: { total: number; prices: { median: number | null }; listings: { id: string }[] };
      }>(
        "query ($filter: SearchFilterInput!) { listingSearchByFilter(filter: $filter) { total prices { median } listings { id } } }",
        { filter },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.listingSearchByFilter;
    };
    // Each mode walks its own rank index in its own default order.
    for (const [searchMode, half] of [
      ["Buy", 0.6],
      ["Buy", 1.5],
      ["Sold", 1.5],
    ] as const) {
      const bounds = {
        north: -33.87 + half,
        south: -33.87 - half * 1.07,
        east: 151.0 + half * 1.21,
        west: 151.0 - half,
      };
      const map = await search({
        searchMode,
        context: "Map",
        map: { latitude: -33.87, longitude: 151.0, zoom: 8, bounds },
      });
      const drawn = await search({
        searchMode,
        context: "Draw",
        shape: [
          [bounds.south, bounds.west],
          [bounds.north, bounds.west],
          [bounds.north, bounds.east],
          [bounds.south, bounds.east],
        ],
      });
      const label = `${searchMode}, half-size ${half}°`;
      expect(map.total, label).toBeGreaterThan(1_000);
      expect(map.total, label).toBe(drawn.total);
      expect(map.prices.median, label).toBe(drawn.prices.median);
      expect(
        map.listings.map((listing) => listing.id),
        label,
      ).toEqual(drawn.listings.map((listing) => listing.id));
    }
  });

  it("rejects a bad search filter with a message a person understands", async () => {
    const result = await query(SearchResultsDocument.toString(), { filter: { searchMode: "Buy", context: "Map" } });
    expect(result.errors?.[0]?.message).toBe("A map search needs a viewport with bounds");
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("GraphQL transport: batching, persisted queries, limits, errors", () => {
  it("runs a batch of operations in one request", async () => {
    const { json } = await post<Result[]>([
      { query: "{ ping }" },
      { query: LocationByIdentifierDocument.toString(), variables: { identifier: "5713470" } },
      { query: "{ ping }" },
    ]);
    expect(json).toHaveLength(3);
    expect(json[0]?.data).toEqual({ ping: "pong" });
  });

  it("refuses a batch of more than 10 operations with a clear error", async () => {
    const { status, json } = await post<Result>(Array.from({ length: 11 }, () => ({ query: "{ ping }" })));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(json.errors?.[0]?.message).toMatch(/limited to 10/i);
  });

  it("answers PersistedQueryNotFound for an unknown hash, then accepts it once registered", async () => {
    // A comment makes the text (and so its hash) new to the server on every run.
    const text = `{ ping __typename } # ${crypto.randomUUID()}`;
    const hash = await sha256Hex(text);
    const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
    const miss = await post<Result>({ extensions });
    expect(miss.json.errors?.[0]?.message).toBe("PersistedQueryNotFound");
    const register = await post<Result>({ query: text, extensions });
    expect(register.json.data).toEqual({ ping: "pong", __typename: "Query" });
    const hit = await post<Result>({ extensions });
    expect(hit.json.data).toEqual({ ping: "pong", __typename: "Query" });
  });

  it("knows the shipped operations by hash from the first request", async () => {
    const hash = await sha256Hex(LocationByIdentifierDocument.toString());
    const { json } = await post<Result<{ location: { slug: string } }>>({
      variables: { identifier: "5713470" },
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
    expect(json.data?.location.slug).toBe("melbourne-vic-3000");
  });

  it("the client transport batches concurrent operations and falls back to the full query", async () => {
    const calls: unknown[][] = [];
    const counting = (input: string | URL, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)) as unknown[]);
      return fetch(input, init);
    };
    const batchFetch = createBatchApqFetch({ fetch: counting });
    const novel = `query Novel { ping } # ${crypto.randomUUID()}`;
    const bodies = [
      { query: LocationByIdentifierDocument.toString(), variables: { identifier: "5713470" } },
      { query: novel },
      { query: "{ ping }" },
    ];
    const responses = await Promise.all(
      bodies.map((body) =>
        batchFetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      ),
    );
    const results = (await Promise.all(responses.map((r) => r.json()))) as Result[];
    expect(results[1]?.data).toEqual({ ping: "pong" });
    expect((results[0]?.data as { location: { slug: string } }).location.slug).toBe("melbourne-vic-3000");
    // One hash-only batch of three, then one retry carrying only the operations the server did not know.
    expect(calls[0]).toHaveLength(3);
    expect(calls[0]!.every((op) => !(op as { query?: string }).query)).toBe(true);
    const retried = calls.slice(1).flat() as { query?: string }[];
    expect(retried.some((op) => op.query === novel)).toBe(true);
    expect(retried.every((op) => op.query !== LocationByIdentifierDocument.toString())).toBe(true);
  });

  it("gives a GraphQL error, never a stack trace, for malformed queries", async () => {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ listing(id: " }),
    });
    const text = await response.text();
    expect(response.status).toBeLessThan(500);
    const json = JSON.parse(text) as Result;
    expect(json.errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(text).not.toMatch(/\bat [\w.<>]+ \(/);
  });

  it("refuses a body that is not JSON with a 4xx, not a 500", async () => {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("refuses queries deeper than the limit", async () => {
    const deep = `{ listing(id: "1") { office { suburb { hierarchy { hierarchy { hierarchy { hierarchy { hierarchy { hierarchy { hierarchy { id } } } } } } } } } } }`;
    const result = await query(deep);
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
  });

  it("refuses too many aliases", async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: ping`).join(" ");
    const result = await query(`{ ${aliases} }`);
    expect(result.errors?.[0]?.message).toMatch(/alias/i);
  });

  it("does not suggest field names to a prober", async () => {
    const result = await query("{ listin }");
    expect(result.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});

describe("GraphQL abuse limits: list sizes, body size, cross-origin reads", () => {
  const site = new URL(endpoint).origin;
  const evil = "https://evil.example";
  /** The amplification query from the security review: 24 × 24 listings, each with agents and 20 schools. */
  const amplification = (id: string) =>
    `listing(id:"${id}") { similarListings(take:24) { similarListings(take:24) { id agents { name } schools(take:20) { name } } } }`;

  async function someListingId(): Promise<string> {
    const result = await query<{ homePageListings: { id: string }[] }>("{ homePageListings(take: 1) { id } }");
    return result.data!.homePageListings[0]!.id;
  }

  it("refuses the amplification query, alone, aliased 14 times and batched, before running it", async () => {
    const id = await someListingId();
    const single = await post<Result>({ query: `{ ${amplification(id)} }` });
    expect(single.status).toBe(400);
    expect(single.json.data).toBeUndefined();
    expect(single.json.errors?.[0]?.message).toMatch(/nests lists 3 deep .*at most 2 levels of lists/);

    const aliased = `{ ${Array.from({ length: 14 }, (_, i) => `a${i}: ${amplification(id)}`).join(" ")} }`;
    const batch = await post<Result[]>(Array.from({ length: 10 }, () => ({ query: aliased })));
    expect(batch.json).toHaveLength(10);
    for (const result of batch.json) {
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.message).toMatch(/nests lists 3 deep/);
    }
  });

  it("counts take in the cost: many wide lists are refused, a page of them is fine", async () => {
    const page = `listingsByIds(ids: [], take: 100) { id title agents { name } inspections { startsAt } }`;
    const fine = await query(`{ ${page} }`);
    expect(fine.errors).toBeUndefined();
    const wide = await post<Result>({
      query: `{ ${Array.from({ length: 14 }, (_, i) => `p${i}: ${page}`).join(" ")} }`,
    });
    expect(wide.status).toBe(400);
    expect(wide.json.errors?.[0]?.message).toMatch(/one query may cost at most 10,000\. Ask for fewer items/);
  });

  it("keeps a batch within one budget: operations past it are refused, the rest run", async () => {
    const page = {
      query: `{ listingsByIds(ids: [], take: 100) { id title agents { name } inspections { startsAt } } }`,
    };
    const { json } = await post<Result[]>(Array.from({ length: 10 }, () => page));
    const refused = json.filter((r) => r.errors?.[0]?.extensions?.code === "BATCH_TOO_EXPENSIVE");
    expect(refused.length).toBeGreaterThan(0);
    expect(json.length - refused.length).toBeGreaterThan(0);
    expect(refused[0]?.errors?.[0]?.message).toMatch(
      /one request may cost at most 20,000\. Send fewer queries per request/,
    );
  });

  it("refuses a body over 64 KiB with 413, by Content-Length and while streaming one without it", async () => {
    const big = JSON.stringify({ query: "{ ping }", variables: { padding: "x".repeat(GRAPHQL_LIMITS.maxBodyBytes) } });
    const declared = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as Result).errors?.[0]?.message).toMatch(
      /too large: \/graphql accepts at most 65,536 bytes/,
    );

    // Chunked: no Content-Length, so only counting what arrives can stop it.
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 8192)
          controller.enqueue(bytes.slice(offset, offset + 8192));
        controller.close();
      },
    });
    const streamed = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);

    const justUnder = await post<Result>({
      query: "{ ping }",
      variables: { padding: "x".repeat(GRAPHQL_LIMITS.maxBodyBytes - 100) },
    });
    expect(justUnder.status).toBe(200);
  });

  it("gives another origin no CORS headers: preflight, GET and POST", async () => {
    const preflight = await fetch(endpoint, {
      method: "OPTIONS",
      headers: {
        origin: evil,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();

    const get = await fetch(`${endpoint}?query=${encodeURIComponent("{ ping }")}`, { headers: { origin: evil } });
    expect(get.headers.get("access-control-allow-origin")).toBeNull();
    const postFromEvil = await fetch(endpoint, {
      method: "POST",
      headers: { origin: evil, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ ping }" }),
    });
    expect(postFromEvil.headers.get("access-control-allow-origin")).toBeNull();
    expect(postFromEvil.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("lets the site's own origin read with credentials", async () => {
    const preflight = await fetch(endpoint, {
      method: "OPTIONS",
      headers: { origin: site, "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe(site);
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    const own = await fetch(endpoint, {
      method: "POST",
      headers: { origin: site, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ ping }" }),
    });
    expect(own.headers.get("access-control-allow-origin")).toBe(site);
    expect(await own.json()).toEqual({ data: { ping: "pong" } });
  });

  it("answers a page of another origin as a visitor even when the member's cookies come along", async () => {
    const { email, jar } = await signedUpMember("graphql-cors");
    const viewer = (origin: string) =>
      fetch(endpoint, {
        method: "POST",
        headers: { origin, cookie: jar.header(), "content-type": "application/json" },
        body: JSON.stringify({ query: "{ viewer { email } }" }),
      });
    const own = await viewer(site);
    expect(((await own.json()) as Result<{ viewer: { email: string } }>).data?.viewer.email).toBe(email);
    const foreign = await viewer(evil);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    expect(((await foreign.json()) as Result<{ viewer: null }>).data?.viewer).toBeNull();
  });
});
