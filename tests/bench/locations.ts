// npm run bench:locations [-- --requests 30 --warmup 5 --runs 3 --suburb melbourne-vic-3000 --no-lighthouse]
//                         [-- --listings 1000000 --samples 300 --no-data | --no-pages]
//
// First the data of a suburb overview and of the rankings pages through the services on the
// search bench's data set (--listings current listings plus two years of sold and leased history,
// tests/bench/location-data.ts; seeded once per seed version, minutes at a million). Then:
// Where-to-live pages served by the Worker locally (`wrangler dev`): time to first byte of a
// suburb overview, a street page and the /locations index, each as anonymous visitors get it (the
// edge page cache answers after the first render, docs/page-cache.md) and rendered for every
// request (a cookie makes the cache step aside, as a signed-in visitor's does), against one static
// script; then Lighthouse's mobile run of the suburb page (tests/bench/lighthouse-run.ts). TTFB as
// tests/bench/ttfb-sample.ts measures it. Not a test: nothing asserts on time; the figures go to
// docs/locations.md.
//
// Server: the one on TEST_PORT (default 8787) if it answers, else one is started the way the test
// harness does and stopped afterwards.
import { parseArgs } from "node:util";
import { baseURL } from "../support/base-url";
import { startWorkerServer } from "../support/worker-server";
import { launchChrome, reportLighthouse } from "./lighthouse-run";
import { benchLocationData } from "./location-data";
import { measure, printRatios, printTable, RENDER_EVERY_TIME, type Result } from "./ttfb-sample";

const { values } = parseArgs({
  options: {
    requests: { type: "string", short: "n", default: "30" },
    warmup: { type: "string", default: "5" },
    runs: { type: "string", default: "3" },
    suburb: { type: "string", default: "melbourne-vic-3000" },
    "no-lighthouse": { type: "boolean", default: false },
    listings: { type: "string", default: "1000000" },
    samples: { type: "string", default: "300" },
    "no-data": { type: "boolean", default: false },
    "no-pages": { type: "boolean", default: false },
  },
});
const counts = { requests: Number(values.requests), warmup: Number(values.warmup) };
const runs = Math.max(1, Number(values.runs) || 3);
if (
  !Number.isInteger(counts.requests) ||
  counts.requests < 1 ||
  !Number.isInteger(counts.warmup) ||
  counts.warmup < 0
) {
  console.error("usage: npm run bench:locations -- [--requests N] [--warmup N] [--runs N] [--suburb slug]");
  process.exit(2);
}
const suburb = `/locations/${values.suburb}`;

if (!values["no-data"]) await benchLocationData(process.cwd(), Number(values.listings), Number(values.samples));
if (values["no-pages"]) process.exit(0);

const server = await startWorkerServer({ reuseExisting: true, log: (line) => console.log(`[bench] ${line}`) });
const origin = server.reused ? baseURL() : server.origin;
try {
  const suburbHtml = await (await fetch(new URL(suburb, origin), { headers: RENDER_EVERY_TIME })).text();
  const street = new RegExp(`href="(/locations/[a-z0-9-]+-${values.suburb})"`).exec(suburbHtml)?.[1];
  if (!street) throw new Error(`no street link on ${suburb}`);
  const staticScript = suburbHtml.match(/\/_next\/static\/[^"'\s>]+\.js/)?.[0];

  const targets: Array<[string, string, Record<string, string>?]> = [
    ["suburb", suburb],
    ["suburb rendered", suburb, RENDER_EVERY_TIME],
    ["street", street],
    ["street rendered", street, RENDER_EVERY_TIME],
    ["index", "/locations"],
    ["index rendered", "/locations", RENDER_EVERY_TIME],
  ];
  if (staticScript) targets.push(["static", staticScript]);
  console.log(`[bench] ${origin}: ${counts.warmup} warm-up + ${counts.requests} requests per URL, sequential\n`);
  const results: Result[] = [];
  for (const [label, path, headers] of targets) results.push(await measure(origin, label, path, counts, headers));
  printTable(results);
  printRatios(results);

  if (!values["no-lighthouse"]) {
    console.log("");
    const chrome = await launchChrome();
    try {
      await reportLighthouse(chrome, "suburb page", origin, suburb, runs);
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await server.stop();
}
