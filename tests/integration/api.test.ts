/**
 * The public API's keys, limits, CORS and caching against the running Worker: an admin creates
 * keys (shown once), a read key reads but cannot write, a read-write key writes from a partner's
 * origin, parallel calls never exceed a key's allowance, a revoked key is refused at once, CORS
 * answers only the origins a key lists, and a repeated read answers 304. Then property tests of
 * the json query parameters: nothing malformed gives a 500.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { INVALID_KEY_MESSAGE, READ_ONLY_KEY_MESSAGE } from "@/lib/services/platform/api-keys";
import { sameOriginJson, url } from "../support/base-url";
import { adminCookieHeader } from "./auth/staff";
import { uniqueEmail } from "./auth/client";

const LISTING = "/api/v1/listing/243661347";
const PARTNER = "https://partner.example.com";
let adminCookie = "";

async function admin(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url(path), { ...init, headers: { ...sameOriginJson(), cookie: adminCookie, ...init.headers } });
}

async function newKey(body: object): Promise<{ key: string; id: string }> {
  const response = await admin("/api/admin/api-keys", { method: "POST", body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  const { value } = (await response.json()) as { value: { key: string; apiKey: { id: string } } };
  return { key: value.key, id: value.apiKey.id };
}

const enquiry = () => ({
  listingId: 243661347,
  name: "Partner Lead",
  email: uniqueEmail("api-partner"),
  reasons: ["inspection"],
});

function sendEnquiry(headers: Record<string, string>) {
  return fetch(url("/api/v1/listing/enquiry"), {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(enquiry()),
  });
}

beforeAll(async () => {
  adminCookie = await adminCookieHeader("api-test");
});

describe("API keys", () => {
  it("are created by admins only, shown once and listed by their first characters", async () => {
    const refused = await fetch(url("/api/admin/api-keys"), {
      method: "POST",
      headers: sameOriginJson(),
      body: JSON.stringify({ name: "nobody", scope: "read" }),
    });
    expect(refused.status).toBe(401);
    const { key, id } = await newKey({ name: "listing test", scope: "read" });
    expect(key).toMatch(/^hf_[A-Za-z0-9_-]{43}$/);
    const listed = (await (await admin("/api/admin/api-keys")).json()) as { id: string; prefix: string }[];
    const row = listed.find((k) => k.id === id)!;
    expect(row.prefix).toBe(key.slice(0, 10));
    expect(JSON.stringify(listed)).not.toContain(key);
    const bad = await admin("/api/admin/api-keys", {
      method: "POST",
      body: JSON.stringify({ name: "x", scope: "admin" }),
    });
    expect(bad.status).toBe(400);
  });

  it("a read key reads with its allowance in RateLimit, cannot write, and is refused once revoked", async () => {
    const { key, id } = await newKey({ name: "reader", scope: "read", requestsPerMinute: 50 });
    const read = await fetch(url(LISTING), { headers: { "x-api-key": key } });
    expect(read.status).toBe(200);
    expect(read.headers.get("ratelimit")).toMatch(/^limit=50, remaining=\d+, reset=\d+$/);
    expect(read.headers.get("ratelimit-policy")).toBe("50;w=60");
    expect(read.headers.get("cache-control")).toMatch(/private/);

    const write = await sendEnquiry({ "x-api-key": key, origin: PARTNER });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { message: string }).message).toBe(READ_ONLY_KEY_MESSAGE);

    expect((await admin(`/api/admin/api-keys/${id}`, { method: "DELETE" })).status).toBe(200);
    const afterRevoke = await fetch(url(LISTING), { headers: { "x-api-key": key } });
    expect(afterRevoke.status).toBe(401);
    expect(((await afterRevoke.json()) as { message: string }).message).toBe(INVALID_KEY_MESSAGE);
    const unknown = await fetch(url(LISTING), { headers: { "x-api-key": "hf_not-a-key" } });
    expect(unknown.status).toBe(401);
  });

  it("a read-write key sends an enquiry from a partner's origin; without a key that origin is refused", async () => {
    const { key } = await newKey({ name: "crm", scope: "read-write", allowedOrigins: [PARTNER] });
    const sent = await sendEnquiry({ "x-api-key": key, origin: PARTNER });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ listingId: 243661347, copiedTo: null });
    expect(sent.headers.get("access-control-allow-origin")).toBe(PARTNER);
    const withoutKey = await sendEnquiry({ origin: PARTNER });
    expect(withoutKey.status).toBe(403);
  });

  it("answers CORS only for the origins a key lists", async () => {
    const { key } = await newKey({ name: "cors", scope: "read", allowedOrigins: [PARTNER] });
    const allowed = await fetch(url(LISTING), { headers: { "x-api-key": key, origin: PARTNER } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(allowed.headers.get("access-control-expose-headers")).toContain("ETag");
    const other = await fetch(url(LISTING), { headers: { "x-api-key": key, origin: "https://elsewhere.example" } });
    expect(other.status).toBe(200);
    expect(other.headers.get("access-control-allow-origin")).toBeNull();

    const preflight = (origin: string) =>
      fetch(url(LISTING), {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": "x-api-key" },
      });
    const ok = await preflight(PARTNER);
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(ok.headers.get("access-control-allow-headers")).toContain("x-api-key");
    const refused = await preflight("https://elsewhere.example");
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("never lets parallel calls exceed a key's allowance, and says when to retry", async () => {
    const limit = 3;
    // A burst that straddles a minute boundary meets two allowances; such a burst is sent again.
    for (;;) {
      const { key } = await newKey({ name: "burst", scope: "read", requestsPerMinute: limit });
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => fetch(url(LISTING), { headers: { "x-api-key": key } })),
      );
      if (Math.floor(started / 60_000) !== Math.floor(Date.now() / 60_000)) continue;
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(8 - limit);
      const limited = answers.find((answer) => answer.status === 429)!;
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(limited.headers.get("ratelimit")).toMatch(/^limit=3, remaining=0, reset=\d+$/);
      expect(((await limited.json()) as { code: string }).code).toBe("RATE_LIMITED");
      break;
    }
  });
});

describe("public reads", () => {
  it("carry Cache-Control and an ETag, and a conditional request answers 304 without a body", async () => {
    const first = await fetch(url(LISTING));
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=60");
    const tag = first.headers.get("etag")!;
    expect(tag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetch(url(LISTING), { headers: { "if-none-match": tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    const changed = await fetch(url(LISTING), { headers: { "if-none-match": '"something-else"' } });
    expect(changed.status).toBe(200);
  });

  it("never show a withheld price or a hidden street", async () => {
    const ids = (await (
      await fetch(url(`/api/v1/listings/location/list?json=${encodeURIComponent('{"searchMode":"Buy"}')}`))
    ).json()) as { listings: { address: { isDisclosed: boolean; street: string | null } }[] };
    expect(ids.listings.length).toBeGreaterThan(0);
    for (const listing of ids.listings) if (!listing.address.isDisclosed) expect(listing.address.street).toBeNull();
  });
});

describe("json query parameters", () => {
  const paths = [
    "/api/v1/listings/location/list",
    "/api/v1/listings/boundary/map",
    "/api/v1/listings/ids",
    "/api/v1/agents",
  ];
  const anyJson = fc.oneof(
    fc.string(),
    fc.json(),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .record(
        {
          searchMode: fc.oneof(fc.constantFrom("Buy", "Rent", "Sold", "Leased"), fc.string()),
          paging: fc.record({ skip: fc.oneof(fc.integer(), fc.string()), take: fc.oneof(fc.integer(), fc.double()) }),
          price: fc.record({ min: fc.integer(), max: fc.integer() }, { requiredKeys: [] }),
          ids: fc.array(fc.oneof(fc.integer(), fc.string())),
          shape: fc.array(fc.tuple(fc.double(), fc.double())),
          locationSearchContext: fc.record({ searchLocations: fc.array(fc.record({ slug: fc.string() })) }),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  );

  it.each(paths)(
    "%s: nothing malformed gives a 500",
    async (path) => {
      await fc.assert(
        fc.asyncProperty(anyJson, async (json) => {
          const response = await fetch(url(`${path}?json=${encodeURIComponent(json)}`));
          const body = (await response.json()) as { message?: string };
          expect(response.status, json).toBeLessThan(500);
          if (response.status >= 400) expect(body.message?.length, json).toBeGreaterThan(0);
        }),
        { numRuns: 40 },
      );
    },
    120_000,
  );
});
