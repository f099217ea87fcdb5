// npm run bench:pages [-- --runs 3 --only home,listing]
//
// Lighthouse's mobile profile (tests/bench/lighthouse-run.ts: Moto G Power, slow 4G, 4× CPU) over
// every page type, as an anonymous visitor gets it, with one table at the end: performance score,
// LCP and its element, CLS, first-load JavaScript from the build (scripts/first-load-js.mjs, the
// figure the budgets hold) and the JavaScript the run loaded in all (lazy chunks included). Member
// pages (collections, alerts) are measured as a visitor sees them: the page and its sign-in prompt.
// Timings depend on the machine: the table starts with the load average, and only the bytes are
// for decisions. Not a test: nothing asserts; the figures go to docs/performance.md.
//
// Server: TEST_BASE_URL if set; else a healthy server on TEST_PORT (default 8787), else one is
// started there from the current build and stopped afterwards. Reads .next/ of this checkout, so
// the server must serve this checkout's build.
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatKib, measureFirstLoad } from "@/scripts/lib/first-load-js.mjs";
import { baseURL } from "../support/base-url";
import { startWorkerServer } from "../support/worker-server";
import { launchChrome, lighthousePage, type PageFigures } from "./lighthouse-run";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    only: { type: "string" },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);
const only = values.only ? new Set(values.only.split(",")) : null;

const server = process.env.TEST_BASE_URL
  ? { origin: process.env.TEST_BASE_URL.replace(/\/+$/, ""), reused: true, stop: async () => {} }
  : await startWorkerServer({ reuseExisting: true, prepare: false, log: (line) => console.log(`[bench] ${line}`) });
const origin = server.reused && !process.env.TEST_BASE_URL ? baseURL() : server.origin;

async function html(pathname: string): Promise<string> {
  return (await fetch(new URL(pathname, origin))).text();
}

/** The first link on `pathname` whose href matches `pattern` (its first group). */
async function linkOn(pathname: string, pattern: RegExp): Promise<string> {
  const found = pattern.exec(await html(pathname))?.[1];
  if (!found) throw new Error(`no link matching ${pattern} on ${pathname}`);
  return found;
}

const results = "/for-sale/melbourne-vic-3000/real-estate";
const suburb = "/locations/melbourne-vic-3000";
const listing = await linkOn(results, /href="(\/homes\/[a-z0-9-]+\/\d+)"/);
const agentOfListing = () => linkOn(listing, /href="(\/real-estate-agency\/agent\/[^"]+)"/);

/** name, route (as the build names it), how to find a URL of it. */
const PAGES: Array<[string, string, () => Promise<string>]> = [
  ["home", "/", async () => "/"],
  ["results list", "/[searchSegment]/[[...segments]]", async () => results],
  ["results map", "/[searchSegment]/[[...segments]]", async () => `${results}?view=map`],
  ["listing", "/homes/[slug]/[id]", async () => listing],
  ["suburb", "/locations/[slug]", async () => suburb],
  ["street", "/locations/[slug]", () => linkOn(suburb, /href="(\/locations\/[a-z0-9-]+-melbourne-vic-3000)"/)],
  ["agent", "/real-estate-agency/agent/[username]", agentOfListing],
  [
    "office",
    "/real-estate-agency/[office]",
    async () => linkOn(await agentOfListing(), /href="(\/real-estate-agency\/(?!agent\/|company\/)[^"/]+)"/),
  ],
  ["blog index", "/blog", async () => "/blog"],
  ["blog post", "/blog/[slug]", () => linkOn("/blog", /href="(\/blog\/(?!category\/)[a-z0-9-]+)"/)],
  ["Q&A", "/questions", async () => "/questions"],
  ["question", "/questions/[uri]", () => linkOn("/questions", /href="(\/questions\/\d+-[a-z0-9-]*)"/)],
  ["collections", "/collections", async () => "/collections"],
  ["alerts", "/alerts", async () => "/alerts"],
];

const firstLoad = new Map(measureFirstLoad(path.resolve(".next")).map((r) => [r.route, r]));
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(", ");
console.log(`[bench] ${origin}, ${runs} Lighthouse run(s) per page (median shown); load average before: ${load}`);

const rows: Array<{ name: string; url: string; route: string; figures: PageFigures }> = [];
const chrome = await launchChrome();
try {
  for (const [name, route, find] of PAGES) {
    if (only && !only.has(name)) continue;
    try {
      const url = await find();
      const figures = await lighthousePage(chrome, origin, url, runs);
      console.log(`[bench] ${name} ${url}: ${figures.scores.join(", ")}`);
      rows.push({ name, url, route, figures });
    } catch (error) {
      // One page that cannot be found or measured should not cost the table of the others.
      console.error(`[bench] ${name}: not measured (${error instanceof Error ? error.message : String(error)})`);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(
  `\nload average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")} (2 cores; timings are noisy on a shared machine, bytes are not)\n`,
);
console.log(
  "| page | performance | LCP | CLS | first-load JS (build, gzip) | JS during the run (gzip) | LCP element |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- |");
for (const { name, url, route, figures } of rows) {
  const { median, jsGzip } = figures;
  const built = firstLoad.get(route);
  console.log(
    `| ${name} \`${url}\` | ${median.score} | ${(median.lcpMs / 1000).toFixed(2)} s | ${median.cls.toFixed(3)} | ${built ? `${formatKib(built.gzipBytes)} in ${built.files.length}` : "?"} | ${formatKib(jsGzip)} in ${median.scripts.length} | \`${median.lcpElement.replaceAll("|", "\\|").replaceAll("`", "'")}\` |`,
  );
}
