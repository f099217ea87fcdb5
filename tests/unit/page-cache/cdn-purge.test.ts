/**
 * The Cloudflare purge client against a local server that answers like Cloudflare's purge API
 * (tests/support/cloudflare-purge-stand-in.ts): what is sent, to whom, in how many calls, and what a
 * refusal turns into.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { purgeCdnPages, purgeTagsFor, TAGS_PER_PURGE, type CdnPurgeSettings } from "@/lib/page-cache/cdn-purge";
import { pageCacheTag, sharedPageUrl } from "@/lib/page-cache/policy";
import { startPurgeStandIn, type PurgeStandIn } from "../../support/cloudflare-purge-stand-in";

const TOKEN = "purge-token-for-tests";
const ZONE = "0123456789abcdef0123456789abcdef";
const SITE = "https://homefront.example";

let standIn: PurgeStandIn;
let settings: CdnPurgeSettings;

beforeAll(async () => {
  standIn = await startPurgeStandIn({ token: TOKEN, zone: ZONE });
  settings = { token: TOKEN, zone: ZONE, apiUrl: standIn.apiUrl, allowedDomains: ["homefront.example"] };
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.calls.length = 0;
  standIn.failing = false;
});

describe("CDN purge by tag", () => {
  it("sends the tags the stored copies carry, for allowed hosts only", async () => {
    const outcome = await purgeCdnPages(
      [`${SITE}/blog/renting-with-pets`, `${SITE}/blog?page=2`, "https://elsewhere.example/blog/renting-with-pets"],
      settings,
    );
    const expected = [`${SITE}/blog/renting-with-pets`, `${SITE}/blog?page=2`].map((href) =>
      pageCacheTag(sharedPageUrl("GET", new URL(href))!),
    );
    expect(outcome).toEqual({ status: "purged", tags: expected });
    expect(standIn.calls).toEqual([{ zone: ZONE, tags: expected }]);
  });

  it("splits a long list into calls of at most 30 tags", async () => {
    const urls = Array.from({ length: TAGS_PER_PURGE + 5 }, (_, index) => `${SITE}/blog?page=${index + 1}`);
    const outcome = await purgeCdnPages(urls, settings);
    expect(outcome.status).toBe("purged");
    expect(standIn.calls.map((call) => call.tags?.length)).toEqual([TAGS_PER_PURGE, 5]);
    expect(standIn.calls.flatMap((call) => call.tags)).toEqual(purgeTagsFor(urls, settings.allowedDomains));
  });

  it("sends nothing without a token and zone, or when no page is on an allowed host", async () => {
    expect(await purgeCdnPages([`${SITE}/blog`], { ...settings, token: undefined })).toEqual({ status: "skipped" });
    expect(await purgeCdnPages([`${SITE}/blog`], { ...settings, zone: undefined })).toEqual({ status: "skipped" });
    expect(await purgeCdnPages(["https://elsewhere.example/blog"], settings)).toEqual({ status: "purged", tags: [] });
    expect(standIn.calls).toEqual([]);
  });

  it("reports Cloudflare's refusal with its error codes", async () => {
    const badToken = await purgeCdnPages([`${SITE}/blog`], { ...settings, token: "not-the-token" });
    expect(badToken).toMatchObject({ status: "failed", reason: "Cloudflare answered 403: 10000 Authentication error" });
    standIn.failing = true;
    const limited = await purgeCdnPages([`${SITE}/blog`], settings);
    expect(limited).toMatchObject({ status: "failed", reason: "Cloudflare answered 429: 1134 Rate limited" });
  });

  it("reports an API that cannot be reached", async () => {
    const outcome = await purgeCdnPages([`${SITE}/blog`], { ...settings, apiUrl: "http://127.0.0.1:9/client/v4" });
    expect(outcome).toMatchObject({ status: "failed" });
    expect(outcome.status === "failed" && outcome.reason).toMatch(/^Cloudflare could not be reached/);
  });
});
