/**
 * The main API's calls added after the first release of /api/v1, against the running Worker:
 * the property search (never finds a withheld address), a member's agent-reviews summary (counts
 * a review the moment it is written), analytics events (same rules as the site's /tracking:
 * this site's Origin or a read-write key, the payload's limits, the tracking flag), and the
 * partner enquiries (a read-write key, the sender's allowance held under parallel requests).
 */
import type { DatabaseSync } from "node:sqlite";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRIES_PER_WINDOW } from "@/lib/listings/enquiry-reasons";
import { READ_ONLY_KEY_MESSAGE } from "@/lib/services/platform/api-keys";
import { sameOriginJson, url } from "../support/base-url";
import { adminCookieHeader } from "./auth/staff";
import { openLocalD1 } from "../support/local-d1";
import { origin, post, signedUpMember, uniqueEmail } from "./auth/client";

const PARTNER = "https://partner.example.com";
let db: DatabaseSync;
let adminCookie = "";

beforeAll(async () => {
  db = openLocalD1();
  adminCookie = await adminCookieHeader("api-calls-test");
});
afterAll(() => db.close());

async function newKey(scope: "read" | "read-write"): Promise<string> {
  const response = await fetch(url("/api/admin/api-keys"), {
    method: "POST",
    headers: { ...sameOriginJson(), cookie: adminCookie },
    body: JSON.stringify({ name: `api calls ${scope}`, scope, allowedOrigins: [PARTNER] }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { value: { key: string } }).value.key;
}

type ApiListing = { id: number; address: { isDisclosed: boolean; street: string | null; streetNumber: string | null } };

describe("GET /api/v1/search/properties", () => {
  const search = async (q: string, take = "20") => {
    const response = await fetch(url(`/api/v1/search/properties?${new URLSearchParams({ q, take })}`));
    return { status: response.status, body: (await response.json()) as ApiListing[] & { message?: string } };
  };

  it("finds a disclosed home by its number and street", async () => {
    const home = db
      .prepare(
        "SELECT id, street_number AS number, street_name AS street FROM listings WHERE address_hidden = 0 AND street_number IS NOT NULL ORDER BY id LIMIT 1",
      )
      .get() as { id: number; number: string; street: string };
    const found = await search(`${home.number} ${home.street}`);
    expect(found.status).toBe(200);
    expect(found.body.map((listing) => listing.id)).toContain(home.id);
    for (const listing of found.body) {
      expect(listing.address.street?.toLowerCase().startsWith(home.street.toLowerCase())).toBe(true);
      expect(listing.address.streetNumber).toBe(home.number);
    }
  });

  it("never finds a home whose address is withheld, and answers nothing of it", async () => {
    const hidden = db
      .prepare(
        `SELECT id, street_number AS number, street_name AS street FROM listings l WHERE address_hidden = 1
           AND NOT EXISTS (SELECT 1 FROM listings o WHERE o.street_name = l.street_name AND o.address_hidden = 0)
         ORDER BY id LIMIT 1`,
      )
      .get() as { id: number; number: string | null; street: string } | undefined;
    // The seed may not hold a hidden address alone on its street name across the country; then
    // any hidden one: it must still not be among the answers.
    const any = db
      .prepare("SELECT id, street_name AS street FROM listings WHERE address_hidden = 1 ORDER BY id LIMIT 1")
      .get() as { id: number; street: string };
    const target = hidden ?? { ...any, number: null };
    const found = await search(target.street);
    expect(found.status).toBe(200);
    expect(found.body.map((listing) => listing.id)).not.toContain(target.id);
    for (const listing of found.body) expect(listing.address.isDisclosed).toBe(true);
    if (hidden) expect(found.body).toEqual([]);
  });

  it("explains what to type, and the most it answers", async () => {
    const empty = await search("");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Type a street, or a number and street, in q (e.g. 12 Kookaburra).");
    const tooMany = await search("kookaburra", "21");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("take is at most 20.");
  });
});

describe("GET /api/v1/member/{id}/agentreviews/summary", () => {
  const REVIEW = `mutation ($input: AgentReviewInput!) { reviewAgent(input: $input) { ok error { message } } }`;

  it("counts the reviews of agents a member wrote, by stars, from the moment they are written", async () => {
    const { jar, member } = await signedUpMember("api-review-summary");
    const summary = async () => {
      const response = await fetch(url(`/api/v1/member/${member.id}/agentreviews/summary`));
      expect(response.status).toBe(200);
      return response.json();
    };
    expect(await summary()).toEqual({
      memberId: member.id,
      written: { total: 0, averageRating: null, byRating: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      asAgent: null,
    });
    const [first, second] = db.prepare("SELECT id FROM agents ORDER BY id DESC LIMIT 2").all() as { id: number }[];
    for (const [agent, rating] of [
      [first!, 5],
      [second!, 2],
    ] as const) {
      const reviewed = (await (
        await post(
          "/graphql",
          {
            query: REVIEW,
            variables: {
              input: { agentId: String(agent.id), rating, body: "Clear advice and calls returned the same day." },
            },
          },
          jar,
        )
      ).json()) as { data: { reviewAgent: { ok: boolean } } };
      expect(reviewed.data.reviewAgent.ok).toBe(true);
    }
    expect(await summary()).toEqual({
      memberId: member.id,
      written: { total: 2, averageRating: 3.5, byRating: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 } },
      asAgent: null,
    });
  });

  it("answers 404 for an id no member has", async () => {
    const response = await fetch(url("/api/v1/member/no-such-member/agentreviews/summary"));
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe("No member has that id.");
  });
});

describe("POST /api/v1/tracking/{listings,agents}", () => {
  // Each test its own connection address, so the per-connection volume never spills over.
  const hex = () => Math.floor(Math.random() * 0x10000).toString(16);
  const client = () => `2001:db8::${hex()}:${hex()}:${hex()}`;
  const track = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url(`/api/v1/tracking/${path}`), {
      method: "POST",
      headers: { "content-type": "application/json", origin: origin(), "cf-connecting-ip": client(), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const storedFor = (userId: string) =>
    db.prepare("SELECT kind, listing_id AS listingId FROM tracking_events WHERE user_id = ?").all(userId);

  it("takes a listing view from this site with 202, and keeps it while the tracking flag is on", async () => {
    const userId = `api-track-${Date.now()}-${hex()}`;
    const response = await track("listings", { listingId: 243661347, numBeds: 3, userId });
    expect(response.status).toBe(202);
    const answer = (await response.json()) as { stored: boolean; log: string[] };
    expect(Array.isArray(answer.log)).toBe(true);
    // Another test file switches the (global) flag off for a moment: what was answered must be what happened.
    expect(storedFor(userId)).toEqual(answer.stored ? [{ kind: "listing", listingId: 243661347 }] : []);
  });

  it("refuses a foreign origin without a key, a read key, and takes a read-write key's event", async () => {
    const event = { agentId: 300001 };
    expect((await track("agents", event, { origin: PARTNER })).status).toBe(403);
    const read = await track("agents", event, { origin: PARTNER, "x-api-key": await newKey("read") });
    expect(read.status).toBe(403);
    expect(((await read.json()) as { message: string }).message).toBe(READ_ONLY_KEY_MESSAGE);
    const written = await track("agents", event, { origin: PARTNER, "x-api-key": await newKey("read-write") });
    expect(written.status).toBe(202);
    expect(written.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(written.headers.get("ratelimit")).toMatch(/^limit=\d+, remaining=\d+, reset=\d+$/);
  });

  it.each([
    ["the id the event is about missing", "agents", { listingId: 1 }, 400, "agentId is required"],
    ["an unknown field", "listings", { listingId: 1, password: "x" }, 400, /password/],
    ["a body over 2,048 bytes", "listings", { listingId: 1, userId: "x".repeat(3000) }, 413, /at most 2/],
    ["text that is not JSON", "listings", "{", 400, "The request body is not valid JSON"],
  ])("answers %s with its reason", async (_name, path, body, status, message) => {
    const response = await track(path, body);
    expect(response.status).toBe(status);
    const failure = (await response.json()) as { code: string; message: string };
    expect(failure.message).toMatch(message);
  });
});

describe("partner enquiries: /listing/enquiries/seller, /property/enquiries, /agents/enquiries", () => {
  const enquire = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(url(`/api/v1/${path}`), {
      method: "POST",
      headers: { "content-type": "application/json", origin: origin(), ...headers },
      body: JSON.stringify(body),
    });
  const sender = () => ({ name: "Partner Lead", email: uniqueEmail("api-agent-enquiry") });
  const message = "Could you call me about selling my place?";

  it("a read-write key sends each kind from a partner's origin; a read key and a keyless foreign origin are refused", async () => {
    const agent = db.prepare("SELECT id FROM agents ORDER BY id LIMIT 1").get() as { id: number };
    const listing = db
      .prepare("SELECT id, agent_id AS agentId FROM listings WHERE status_type = 'buy' ORDER BY id LIMIT 1")
      .get() as {
      id: number;
      agentId: number;
    };
    const suburb = db
      .prepare(
        `SELECT suburb_id AS id FROM listings WHERE status_type = 'sold' AND sold_at >= ? AND agent_id IS NOT NULL
         GROUP BY suburb_id ORDER BY count(*) DESC LIMIT 1`,
      )
      .get(Date.now() - 300 * 86_400_000) as { id: number };
    const writer = await newKey("read-write");
    const partner = { origin: PARTNER, "x-api-key": writer };
    const calls = [
      [
        "listing/enquiries/seller",
        { listingId: listing.id, propertyAddress: "14 Wren Lane, Bondi", message },
        "seller",
      ],
      ["property/enquiries", { locationId: suburb.id, propertyAddress: "3 Wren Lane", message }, "property"],
      ["agents/enquiries", { agentIds: [agent.id], message }, "agents"],
    ] as const;
    for (const [path, body, kind] of calls) {
      const who = sender();
      const sent = await enquire(path, { ...who, ...body }, partner);
      expect(sent.status, path).toBe(201);
      const answer = (await sent.json()) as { kind: string; agents: { id: number }[]; copiedTo: null };
      expect(answer).toMatchObject({ kind, copiedTo: null });
      expect(answer.agents).toHaveLength(1);
      if (kind === "seller") expect(answer.agents[0]!.id).toBe(listing.agentId);
      const stored = db.prepare("SELECT kind, agent_id AS agentId FROM agent_enquiries WHERE email = ?").all(who.email);
      expect(stored).toEqual([{ kind, agentId: answer.agents[0]!.id }]);
      expect(db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE reply_to = ?").get(who.email)).toEqual({ n: 1 });
    }
    const [path, body] = calls[2];
    expect((await enquire(path, { ...sender(), ...body }, { origin: PARTNER })).status).toBe(403);
    const read = await enquire(path, { ...sender(), ...body }, { origin: PARTNER, "x-api-key": await newKey("read") });
    expect(read.status).toBe(403);
  });

  it("never lets parallel enquiries from one sender past the allowance", async () => {
    const agent = db.prepare("SELECT id FROM agents ORDER BY id DESC LIMIT 1").get() as { id: number };
    const who = sender();
    const statuses = (
      await Promise.all(
        Array.from({ length: 8 }, () => enquire("agents/enquiries", { ...who, agentIds: [agent.id], message })),
      )
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ENQUIRIES_PER_WINDOW);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - ENQUIRIES_PER_WINDOW);
    expect(db.prepare("SELECT count(*) AS n FROM agent_enquiries WHERE email = ?").get(who.email)).toEqual({
      n: ENQUIRIES_PER_WINDOW,
    });
  });
});

describe("JSON bodies of the new calls", () => {
  const paths = [
    "/api/v1/listings/location/list",
    "/api/v1/listings/boundary/map",
    "/api/v1/listings/ids",
    "/api/v1/tracking/listings",
    "/api/v1/listing/enquiries/seller",
    "/api/v1/property/enquiries",
    "/api/v1/agents/enquiries",
  ];
  const anyBody = fc.oneof(
    fc.string(),
    fc.json(),
    fc
      .record(
        {
          searchMode: fc.oneof(fc.constantFrom("Buy", "Rent"), fc.string()),
          paging: fc.record({ skip: fc.oneof(fc.integer(), fc.string()), take: fc.oneof(fc.integer(), fc.double()) }),
          ids: fc.array(fc.oneof(fc.integer(), fc.string())),
          shape: fc.array(fc.tuple(fc.double(), fc.double())),
          listingId: fc.oneof(fc.integer(), fc.string(), fc.double()),
          locationId: fc.oneof(fc.integer(), fc.string()),
          agentIds: fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null))),
          name: fc.oneof(fc.string(), fc.integer()),
          email: fc.oneof(fc.emailAddress(), fc.string()),
          phone: fc.oneof(fc.string(), fc.integer()),
          propertyAddress: fc.oneof(fc.string(), fc.constant(null)),
          message: fc.oneof(fc.string(), fc.array(fc.string())),
          numBeds: fc.oneof(fc.integer(), fc.string()),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  );

  it.each(paths)(
    "%s: nothing malformed gives a 500",
    async (path) => {
      await fc.assert(
        fc.asyncProperty(anyBody, async (body) => {
          const response = await fetch(url(path), {
            method: "POST",
            headers: {
              "content-type": "application/json",
              origin: origin(),
              "cf-connecting-ip": `2001:db8::${body.length}`,
            },
            body,
          });
          const answer = (await response.json()) as { message?: string };
          expect(response.status, body).toBeLessThan(500);
          if (response.status >= 400) expect(answer.message?.length, body).toBeGreaterThan(0);
        }),
        { numRuns: 30 },
      );
    },
    120_000,
  );
});
