// The first-load budget (scripts/first-load-js.mjs, checked by `npm test` after the build) counts
// what the build's manifests say a route's first load is. Here the browser checks that count: the
// scripts a page actually requests before its load event are exactly the files the budget adds up,
// so the budget neither misses a script nor counts one that is not sent.
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { measureFirstLoad } from "@/scripts/lib/first-load-js.mjs";
import { expect, test } from "./fixtures";

const built = new Map(measureFirstLoad(path.resolve(".next")).map((r) => [r.route, r.files]));

/**
 * Every /_next/static script the page started to fetch before its load event, as build-relative
 * paths. Read from the page's own Resource Timing, not from requests seen until `goto` returns: what
 * the page fetches right after load (the add-ons, at the first idle moment) would otherwise be
 * counted whenever the test runner is slow to hear of the load event.
 */
async function scriptsBeforeLoad(page: Page, url: string): Promise<string[]> {
  await page.goto(url, { waitUntil: "load" });
  const requested = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime < navigation!.loadEventStart)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith("/_next/static/") && pathname.endsWith(".js"));
  });
  return [...new Set(requested.map((pathname) => pathname.slice("/_next/".length)))].sort();
}

/** A listing linked from the Melbourne results (read from the HTML, so the browser's cache stays cold). */
async function firstListingPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/for-sale/melbourne-vic-3000/real-estate")).text();
  const href = /href="(\/homes\/[a-z0-9-]+\/\d+)"/.exec(html)?.[1];
  expect(href).toBeDefined();
  return href!;
}

test.describe("first-load JavaScript as the browser loads it", () => {
  for (const [name, route, url] of [
    ["home", "/", async () => "/"],
    ["results", "/[searchSegment]/[[...segments]]", async () => "/for-sale/bondi-nsw-2026/real-estate"],
    ["listing", "/homes/[slug]/[id]", firstListingPath],
    ["blog index", "/blog", async () => "/blog"],
  ] as const) {
    test(`${name}: the scripts before load are the build's first-load files for ${route}`, async ({
      page,
      request,
    }) => {
      const requested = await scriptsBeforeLoad(page, await url(request));
      expect(requested).toEqual([...(built.get(route) ?? [])].sort());
    });
  }
});
