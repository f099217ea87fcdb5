/**
 * The edge page cache in the running Worker (caches.default as wrangler dev simulates it): an
 * anonymous search page is rendered once and then served from the cache, to members too (rendered
 * without their cookies, so nothing of theirs is stored); unknown cookies, RSC requests and
 * experiments on the URL are always rendered; a change in /admin shows at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginJson, url } from "../support/base-url";
import { adminCookieHeader } from "./auth/staff";
import { post, signedUpMember } from "./auth/client";

const RESULTS = "/for-sale/hobart-tas-7000/real-estate";
const TOGGLE = `mutation T($listingId: ID!) { toggleSavedListing(listingId: $listingId) { saved } }`;
let adminCookie = "";
const run = Math.random().toString(36).slice(2, 8);
const experimentId = `pc-${run}`;
const otherExperimentId = `pc-other-${run}`;

async function admin(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url(path), { ...init, headers: { ...sameOriginJson(), cookie: adminCookie, ...init.headers } });
}

/** Creates and starts an experiment that puts every visitor of `targetUrl` in "treatment". */
async function startExperiment(id: string, targetUrl: string): Promise<Response> {
  const created = await admin("/api/admin/experiments", {
    method: "POST",
    body: JSON.stringify({
      id,
      environment: "development",
      feature: "awardWinners",
      targetUrl,
      variants: [
        { name: "control", weight: 0, featureOn: false },
        { name: "treatment", weight: 100, featureOn: true },
      ],
    }),
  });
  expect(created.status).toBe(200);
  return admin(`/api/admin/experiments/${id}/state`, { method: "POST", body: JSON.stringify({ state: "running" }) });
}

async function page(path = RESULTS, headers: HeadersInit = {}) {
  const response = await fetch(url(path), { headers, redirect: "manual" });
  return {
    state: response.headers.get("x-page-cache"),
    status: response.status,
    response,
    body: await response.text(),
  };
}

/** The copy is stored after the page has streamed to the first visitor, so wait for it to be there. */
async function untilHit(path = RESULTS) {
  await expect.poll(async () => (await page(path)).state, { timeout: 10_000 }).toBe("HIT");
}

beforeAll(async () => {
  adminCookie = await adminCookieHeader("page-cache-test");
});

afterAll(async () => {
  for (const id of [experimentId, otherExperimentId]) {
    await admin(`/api/admin/experiments/${id}/state`, { method: "POST", body: JSON.stringify({ state: "stopped" }) });
  }
});

describe("edge page cache", () => {
  it("serves a repeated anonymous search from the cache: same page, the page's own Cache-Control", async () => {
    const first = await page();
    expect(first.status).toBe(200);
    // STALE too: the local cache outlives the server (.wrangler/state), so an earlier run's copy may be there.
    expect(["MISS", "HIT", "STALE"]).toContain(first.state);
    await untilHit();
    const hit = await page();
    expect(hit.body).toContain('data-testid="search-heading"');
    expect(hit.response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(hit.response.headers.get("cache-control")).toMatch(/private/);
    expect(Number(hit.response.headers.get("age"))).toBeGreaterThanOrEqual(0);
  });

  it("shares the home page too, whose personal parts render in the browser", async () => {
    await untilHit("/");
    expect((await page("/", { cookie: "hf_unknown=anything" })).state).toBe("BYPASS");
  });

  it("renders for a cookie it does not know and for client-side navigations", async () => {
    await untilHit();
    expect((await page(RESULTS, { cookie: "hf_admin=anything" })).state).toBe("BYPASS");
    expect((await page(RESULTS, { rsc: "1" })).state).toBe("BYPASS");
  });

  it("serves a signed-in member the shared copy: their name and saved home never reach its HTML", async () => {
    const label = `page-cache-${run}`;
    const { jar, member } = await signedUpMember(label);
    const personal = [`Test ${label}`, member.username, 'aria-pressed="true"'];
    for (const path of [RESULTS, "/"]) {
      const listingId = /href="\/homes\/[^"/]+\/(\d+)"/.exec((await page(path)).body)?.[1];
      expect(listingId, `a listing on ${path}`).toBeDefined();
      const toggled = await post("/graphql", { query: TOGGLE, variables: { listingId } }, jar);
      expect(
        ((await toggled.json()) as { data: { toggleSavedListing: { saved: boolean } } }).data.toggleSavedListing.saved,
      ).toBe(true);

      const asMember = await page(path, { cookie: jar.header() });
      expect(asMember.status).toBe(200);
      expect(["MISS", "HIT", "STALE"]).toContain(asMember.state);
      expect(asMember.response.headers.getSetCookie()).toEqual([]);
      for (const text of personal) expect({ path, has: asMember.body.includes(text) }).toEqual({ path, has: false });
      await untilHit(path);
      const stored = await page(path);
      for (const text of personal) expect({ path, has: stored.body.includes(text) }).toEqual({ path, has: false });
    }
  });

  it("never refreshes a session into a shared page: no Set-Cookie there, the refresh still works elsewhere", async () => {
    const { jar } = await signedUpMember(`page-cache-refresh-${run}`);
    // An access token past its life is what the browser drops; the refresh token and marker stay.
    const withoutAccess = [...jar.cookies]
      .filter(([name]) => !name.endsWith("hf_at"))
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
    expect(withoutAccess).toContain("hf_auth=");
    const shared = await page(RESULTS, { cookie: withoutAccess });
    expect(["MISS", "HIT", "STALE"]).toContain(shared.state);
    expect(shared.response.headers.getSetCookie()).toEqual([]);
    const rendered = await page("/contact", { cookie: withoutAccess });
    expect(rendered.response.headers.getSetCookie().join()).toMatch(/hf_at=[^;]+;/);
  });

  it("leaves other pages and non-canonical search URLs to the app", async () => {
    expect((await page("/contact")).state).toBeNull();
    const redirected = await page("/properties-for-sale/hobart-tas-7000/real-estate?page=1");
    expect(redirected.status).toBe(301);
    expect(redirected.state).toBeNull();
  });

  it("keeps one entry per search: a parameter the page ignores does not make a new one", async () => {
    await untilHit();
    const junk = await page(`${RESULTS}?utm_source=pc-${run}&x=${Math.random().toString(36).slice(2)}`);
    expect(junk.status).toBe(200);
    expect(junk.state).toBe("HIT");
  });

  it("never stores a page that is not there: unknown places and offices and pages past the last are 404s every time", async () => {
    for (const path of [
      "/for-sale/nowhere-nsw-9999/real-estate",
      "/sold-properties/nowhere-nsw-9999",
      "/real-estate-agency/nonexistent-office/for-sale/real-estate",
      "/for-sale/hobart-tas-7000/real-estate/page-1999",
    ]) {
      for (const attempt of [1, 2]) {
        const answer = await page(path);
        expect({ path, attempt, status: answer.status }).toEqual({ path, attempt, status: 404 });
        expect(answer.state).not.toBe("HIT");
        expect(answer.state).not.toBe("STALE");
      }
    }
  });

  it("shares where-to-live pages (the index, a suburb, a street), keyed without parameters they ignore", async () => {
    const suburb = "/locations/melbourne-vic-3000";
    const street = /href="(\/locations\/[a-z0-9-]+-melbourne-vic-3000)"/.exec((await page(suburb)).body)?.[1];
    expect(street).toBeDefined();
    for (const path of ["/locations", "/locations?tab=streets", suburb, street!]) {
      await untilHit(path);
      const junk = await page(`${path}${path.includes("?") ? "&" : "?"}utm_source=pc-${run}`);
      expect({ path, status: junk.status, state: junk.state }).toEqual({ path, status: 200, state: "HIT" });
    }
    // A signed-in visitor's copy is rendered for them.
    expect((await page(suburb, { cookie: "hf_session=x" })).state).toBe("BYPASS");
    for (const attempt of [1, 2]) {
      const missing = await page("/locations/nowhere-vic-9999");
      expect({ attempt, status: missing.status }).toEqual({ attempt, status: 404 });
      expect(["HIT", "STALE"]).not.toContain(missing.state);
    }
    // A place's other address is a redirect, never a stored page.
    const byId = await page("/locations/5713470");
    expect(byId.status).toBe(308);
    expect(byId.state).not.toBe("HIT");
  });

  it("shows a change made in /admin on the next request, not after the cache expires", async () => {
    await untilHit();
    // An experiment elsewhere (never seen before: its id is new) changes the settings pages render with.
    expect((await startExperiment(otherExperimentId, `/contact?pc=${run}`)).status).toBe(200);
    expect((await page()).state).toBe("MISS");
  });

  it("lets middleware assign visitors when an experiment targets the page", async () => {
    expect((await startExperiment(experimentId, RESULTS)).status).toBe(200);
    const visitor = await page();
    expect(visitor.state).toBe("BYPASS");
    expect(visitor.response.headers.getSetCookie().join()).toContain(`hf_exp=${experimentId}%3Dtreatment`);
  });
});
