/**
 * A portal Worker with the settings a deployment sets, on its own `wrangler dev` (TEST_PORT + 3,
 * reading posts from the suites' content service):
 * - a purge token and zone: an accepted content change is purged from Cloudflare by the tags the
 *   stored copies carry, for the allowed domains only. Cloudflare is a local stand-in that answers
 *   like its purge API (tests/support/cloudflare-purge-stand-in.ts);
 * - Cache-Control per content kind: the home page and GET APIs leave with their kind's setting.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTENT_SIGNATURE_HEADER, signatureHeader } from "@/lib/blog/webhook-signature";
import { startPurgeStandIn, type PurgeStandIn } from "../support/cloudflare-purge-stand-in";
import { testPort } from "../support/base-url";
import { contentPortFor, startWorkerServer, type WorkerServer } from "../support/worker-server";

const SECRET = "development-only-content-webhook-secret-0123456789";
const TOKEN = "purge-token-for-the-integration-test";
const ZONE = "fedcba9876543210fedcba9876543210";
const PORT = testPort() + 3;
const SITE = `http://localhost:${PORT}`;
const HOMEPAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=15";
const API_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

let standIn: PurgeStandIn;
let portal: WorkerServer | undefined;

beforeAll(async () => {
  standIn = await startPurgeStandIn({ token: TOKEN, zone: ZONE });
  portal = await startWorkerServer({
    port: PORT,
    reuseExisting: false,
    prepare: false,
    vars: {
      CDN_PURGE_TOKEN: TOKEN,
      CDN_PURGE_ZONE: ZONE,
      CDN_PURGE_API_URL: standIn.apiUrl,
      CDN_PURGE_ALLOWED_DOMAINS: "localhost",
      CONTENT_SERVICE_URL: `http://127.0.0.1:${contentPortFor(testPort())}`,
      CACHE_CONTROL_HOMEPAGE: HOMEPAGE_CACHE_CONTROL,
      CACHE_CONTROL_API: API_CACHE_CONTROL,
    },
  });
});
afterAll(async () => {
  await portal?.stop();
  await standIn?.close();
});
beforeEach(() => {
  standIn.calls.length = 0;
  standIn.failing = false;
});

async function announce(site: string, slug = "renting-with-pets") {
  const body = JSON.stringify({ event: "updated", site, post: { slug, categories: ["renting"] } });
  const response = await fetch(`http://127.0.0.1:${PORT}/api/content/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [CONTENT_SIGNATURE_HEADER]: await signatureHeader(SECRET, body, Math.floor(Date.now() / 1000), randomUUID()),
    },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { cdn?: string; cdnTags?: string[]; cdnFailure?: string; message?: string },
  };
}

describe("content webhook, purge through Cloudflare", () => {
  it("purges the changed pages by tag in the zone, with the token", async () => {
    const answer = await announce(SITE);
    expect(answer.status).toBe(200);
    expect(answer.body.cdn).toBe("purged");
    const tags = standIn.calls.flatMap((call) => call.tags ?? []);
    expect(tags).toEqual(answer.body.cdnTags);
    expect(tags).toEqual(
      expect.arrayContaining([
        `page:localhost:${PORT}/blog/renting-with-pets`,
        `page:localhost:${PORT}/blog/category/renting`,
        `page:localhost:${PORT}/blog`,
        `page:localhost:${PORT}/blog/feed.xml`,
      ]),
    );
    expect(standIn.calls.every((call) => call.zone === ZONE && call.files === undefined)).toBe(true);
  });

  it("sends nothing to Cloudflare for a domain that is not allowed", async () => {
    const answer = await announce(`http://127.0.0.1:${PORT}`);
    expect(answer.status).toBe(403);
    expect(standIn.calls).toEqual([]);
  });

  it("tells the content service when Cloudflare refuses the purge", async () => {
    standIn.failing = true;
    const answer = await announce(SITE);
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ cdn: "failed", cdnFailure: "Cloudflare answered 429: 1134 Rate limited" });
  });
});

describe("Cache-Control per content kind from settings", () => {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers });
    await response.body?.cancel();
    return { status: response.status, cacheControl: response.headers.get("cache-control"), response };
  };

  it("gives the shared home page the homepage setting, and keeps a signed-in visitor's private", async () => {
    const anonymous = await get("/");
    expect(anonymous).toMatchObject({ status: 200, cacheControl: HOMEPAGE_CACHE_CONTROL });
    expect(["HIT", "MISS", "STALE"]).toContain(anonymous.response.headers.get("x-page-cache"));
    const signedIn = await get("/", { cookie: "__Host-hf_auth=anything" });
    expect(signedIn.response.headers.get("x-page-cache")).toBe("BYPASS");
    expect(signedIn.cacheControl).toMatch(/private|no-store/);
  });

  it("gives anonymous GET API answers the api setting, and answers to a request with a cookie stay private", async () => {
    expect(await get("/api/v1/search/locations?q=parra")).toMatchObject({
      status: 200,
      cacheControl: API_CACHE_CONTROL,
    });
    expect(await get("/api/version")).toMatchObject({ cacheControl: API_CACHE_CONTROL });
    const withCookie = await get("/api/v1/search/locations?q=parra", { cookie: "__Host-hf_auth=anything" });
    expect(withCookie.cacheControl).toMatch(/private/);
  });

  it("leaves failures uncached", async () => {
    const refused = await get("/api/v1/search/locations?take=nope");
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.cacheControl).toBe("no-store");
  });
});
