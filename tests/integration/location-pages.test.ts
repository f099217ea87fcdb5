/**
 * Every location URI the product emits resolves: a crawl from the where-to-live index, the find
 * pages, the footer's state links, a sample of listings ("Living in …") and the uri and uniqueUri
 * GraphQL hands out for each kind of place; and a second crawl of the market rankings (Australia,
 * every state, a region), their best-value answers (the form's question as a browser sends it)
 * and every place they link to. Each link answers 200, or a 301 to a page answering 200; never a
 * 404.
 */
import { describe, expect, it } from "vitest";
import { url } from "../support/base-url";

/** The pages that lead to location pages, and the location pages' own links we follow. */
const FOLLOWED = /^\/(locations|find-(region|suburb|street)|where-to-live|homes\/)/;
/** Links whose answer we check but do not crawl further (searches a location page links to). */
const CHECKED = /^\/(for-sale|for-rent|sold-properties)\//;
const MAX_CHECKED = 140;
/** At most this many links of one kind from one page, so the sample spreads over kinds of place. */
const PER_KIND_PER_PAGE = 3;

async function get(path: string) {
  // A cookie keeps any edge page cache out of the way: these are rendered answers.
  return fetch(url(path), { redirect: "manual", headers: { cookie: "hf_test=1" } });
}

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(url("/graphql"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

function kindOf(path: string): string {
  const segments = path.split("?")[0]!.split("/");
  if (segments[1] === "locations")
    return `locations:${segments.length > 2 ? (segments[2]!.match(/-\d{4}$/) ? "suburb" : segments[2]!.length <= 3 ? "state" : "other") : "index"}`;
  return segments[1] ?? "";
}

function internalLinks(html: string, rules: CrawlRules): string[] {
  const links = [...html.matchAll(/href="(\/[^"#]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
  return [...new Set(links)].filter((link) => rules.followed.test(link) || rules.checked.test(link));
}

interface Outcome {
  path: string;
  status: number;
  finalStatus: number;
  location?: string;
}

/**
 * Which links a crawl takes: `followed` ones are fetched and their links read, `checked` ones
 * (tested first) are only fetched; `max` answers at most.
 */
interface CrawlRules {
  followed: RegExp;
  checked: RegExp;
  max: number;
}

/**
 * Breadth-first from the seeds: each path is fetched once (a redirect and its target), and the
 * links of every page that is not only checked are queued (at most PER_KIND_PER_PAGE of each kind
 * per page, so the sample spreads over kinds of place).
 */
async function crawl(seeds: readonly string[], rules: CrawlRules): Promise<Outcome[]> {
  const seen = new Set<string>();
  const queue = [...seeds];
  const outcomes: Outcome[] = [];
  while (queue.length > 0 && outcomes.length < rules.max) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await get(path);
    const outcome: Outcome = { path, status: response.status, finalStatus: response.status };
    let html = "";
    if (response.status === 301 || response.status === 308) {
      outcome.location = new URL(response.headers.get("location") ?? "", url("/")).pathname;
      await response.body?.cancel();
      const target = await get(outcome.location + new URL(response.headers.get("location") ?? "", url("/")).search);
      outcome.finalStatus = target.status;
      html = await target.text();
    } else {
      html = await response.text();
    }
    outcomes.push(outcome);
    if (rules.checked.test(path) || outcome.finalStatus !== 200) continue;
    const perKind = new Map<string, number>();
    for (const link of internalLinks(html, rules)) {
      if (seen.has(link)) continue;
      const kind = kindOf(link);
      const count = perKind.get(kind) ?? 0;
      if (count >= PER_KIND_PER_PAGE) continue;
      perKind.set(kind, count + 1);
      queue.push(link);
    }
  }
  return outcomes;
}

/** What a crawl found broken: anything but a 200, or a 301/308 to a 200. */
const brokenOf = (outcomes: readonly Outcome[]) =>
  outcomes.filter((outcome) => outcome.finalStatus !== 200 || ![200, 301, 308].includes(outcome.status));

describe("location URIs", () => {
  it("every location link the product emits answers 200 or a 301 to a 200", { timeout: 300_000 }, async () => {
    const seeds = ["/locations", "/where-to-live", "/where-to-live/streets", "/find-region", "/find-suburb?q=bondi"];
    seeds.push("/find-street?q=collins&state=VIC");

    // The footer's state links, from the home page.
    const home = await (await get("/")).text();
    const stateLinks = [...home.matchAll(/href="(\/locations\/[a-z]{2,3})"/g)].map((match) => match[1]!);
    expect(new Set(stateLinks).size).toBe(8);
    seeds.push(...stateLinks);

    // What GraphQL hands out: uri and uniqueUri of each kind of place.
    for (const type of ["state", "region", "area", "suburb", "street"]) {
      const data = await graphql<{ locationIndex: { uri: string; uniqueUri: string }[] }>(
        `
          query ($type: LocationType!) {
            locationIndex(type: $type, take: 2) {
              uri
              uniqueUri
            }
          }
        `,
        { type },
      );
      expect(data.locationIndex.length).toBeGreaterThan(0);
      for (const place of data.locationIndex) seeds.push(place.uri, place.uniqueUri);
    }

    // The sitemap index (named by robots.txt) and a sample of each of its files.
    const robots = await (await get("/robots.txt")).text();
    const indexUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(indexUrl).toMatch(/\/sitemap\.xml$/);
    const index = await (await get("/sitemap.xml")).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(files).toEqual(
      expect.arrayContaining(["/sitemaps/locations-0.xml", "/sitemaps/streets-0.xml", "/sitemaps/listings-0.xml"]),
    );
    for (const file of files) {
      const sitemap = await get(file);
      expect(sitemap.status).toBe(200);
      const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1]!).pathname,
      );
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      seeds.push(...urls.filter((_, i) => i % Math.ceil(urls.length / 4) === 0));
    }

    // Listings from a results page: their "Living in …" links lead to the suburb.
    const results = await (await get("/for-sale/melbourne-vic-3000/real-estate")).text();
    const listings = [...new Set([...results.matchAll(/href="(\/homes\/[^"]+)"/g)].map((match) => match[1]!))];
    expect(listings.length).toBeGreaterThan(0);
    seeds.push(...listings.slice(0, 3));

    const outcomes = await crawl(seeds, { followed: FOLLOWED, checked: CHECKED, max: MAX_CHECKED });
    expect(brokenOf(outcomes)).toEqual([]);
    // The crawl reached every kind of location page and the redirects it should have.
    const paths = outcomes.map((outcome) => outcome.path);
    expect(paths.some((path) => /^\/homes\//.test(path))).toBe(true);
    expect(outcomes.filter((outcome) => outcome.status === 301).length).toBeGreaterThan(5);
    expect(paths.filter((path) => path.startsWith("/locations/")).length).toBeGreaterThan(20);
  });

  it(
    "every link of the market rankings and their best-value answers answers 200 or a 301 to a 200",
    { timeout: 300_000 },
    async () => {
      const data = await graphql<{ locationIndex: { uri: string }[] }>(
        `
          query {
            locationIndex(type: region, take: 1) {
              uri
            }
          }
        `,
        {},
      );
      const region = data.locationIndex[0]!.uri.split("/").at(-1)!;
      const australia = await (await get("/locations/rankings")).text();
      const states = [
        ...new Set([...australia.matchAll(/href="(\/locations\/rankings\/[a-z]{2,3})"/g)].map((m) => m[1]!)),
      ];
      expect(states).toHaveLength(8);
      const rankingsPages = ["/locations/rankings", ...states, `/locations/rankings/${region}`];
      // Each page's best-value form, sent as a browser sends it: the action with the fields' values.
      const answers: string[] = [];
      for (const page of rankingsPages) {
        const html = page === "/locations/rankings" ? australia : await (await get(page)).text();
        const form = /(<form[^>]*data-testid="best-value-form"[^>]*>)([\s\S]*?)<\/form>/.exec(html);
        expect(form, `${page} has the best-value form`).not.toBeNull();
        const fields = new URLSearchParams();
        // React writes attributes in its own order: each tag's name and value are read apart.
        const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
        for (const [, tag, options] of form![2]!.matchAll(/(<select[^>]*>)([\s\S]*?)<\/select>/g)) {
          const selected = [...options!.matchAll(/<option[^>]*>/g)].find(([option]) => /\sselected/.test(option));
          fields.set(attribute(tag!, "name")!, attribute(selected![0], "value")!);
        }
        for (const [tag] of form![2]!.matchAll(/<input[^>]*>/g))
          fields.set(attribute(tag, "name")!, attribute(tag, "value") ?? "");
        expect([...fields.keys()].sort()).toEqual(["beds", "km", "max", "type"]);
        const action = /action="([^"]+)"/.exec(form![1]!)?.[1];
        expect(action).toMatch(/^\/locations\/rankings(\/[a-z0-9-]+)?\/best-value$/);
        answers.push(`${action}?${fields}`);
      }

      const outcomes = await crawl([...rankingsPages, ...answers], {
        // The rankings pages (and the community's top-rated ones they link to) are read; the places,
        // searches and listings they name are checked.
        followed: /^\/locations\/(rankings|top-rated)(\/|\?|$)/,
        checked: /^\/(locations\/(?!rankings|top-rated)|for-sale\/|for-rent\/|sold-properties\/|homes\/)/,
        max: 160,
      });
      expect(brokenOf(outcomes)).toEqual([]);
      const paths = outcomes.map((outcome) => outcome.path);
      // Every best-value answer was asked and rendered, and the crawl reached the suburbs they name.
      for (const answer of answers) expect(paths).toContain(answer);
      expect(paths.filter((path) => /^\/locations\/[a-z0-9-]+-\d{4}$/.test(path)).length).toBeGreaterThan(5);
      expect(paths.some((path) => path.startsWith("/locations/top-rated"))).toBe(true);
    },
  );

  it("answers 301 from a uniqueUri and 404 for a place that does not exist", async () => {
    const unique = await get("/vic/melbourne-3000");
    expect(unique.status).toBe(301);
    expect(new URL(unique.headers.get("location") ?? "", url("/")).pathname).toBe("/locations/melbourne-vic-3000");
    const region = await get("/vic/region/melbourne-inner");
    expect(new URL(region.headers.get("location") ?? "", url("/")).pathname).toBe("/locations/melbourne-inner-vic");
    const byId = await get("/locations/5713470");
    expect(byId.status).toBe(308);
    expect(new URL(byId.headers.get("location") ?? "", url("/")).pathname).toBe("/locations/melbourne-vic-3000");
    expect((await get("/locations/nowhere-vic-9999")).status).toBe(404);
    expect((await get("/vic/nowhere-9999")).status).toBe(404);
  });

  it("gives a suburb page its title, canonical link, Open Graph and JSON-LD Place", async () => {
    const response = await get("/locations/melbourne-vic-3000");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Melbourne, VIC 3000: suburb profile, prices and market trends/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/locations\/melbourne-vic-3000"/);
    expect(html).toMatch(/<meta property="og:title" content="Melbourne, VIC 3000/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "{}") as {
      "@type"?: string;
      address?: { postalCode?: string };
    };
    expect(jsonLd["@type"]).toBe("Place");
    expect(jsonLd.address?.postalCode).toBe("3000");
  });
});
