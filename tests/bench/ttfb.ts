// npm run bench [-- --requests 50 --warmup 5 --db-latency 200]
//
// Time to first byte of the Worker served locally by `wrangler dev`: the home page, a search
// results page and one static script, N sequential requests each after a warm-up. Prints median
// and p95 per URL and how much slower the pages are than the static asset (the Worker's own cost
// over serving bytes). Uses the running server on TEST_PORT/8787 if it answers, else starts one the
// way the test harness does (prepare, wrangler dev) and stops it afterwards.
//
// TTFB here: from just before the request is written to the `response` event of node:http (status
// line and headers parsed), on a fresh keep-alive-less connection each time, as a browser's first
// navigation would see it. Timing stays out of the tests: this is a measurement, not a pass/fail.
import http from "node:http";
import { parseArgs } from "node:util";
import { baseURL } from "../support/base-url";
import { startWorkerServer } from "../support/worker-server";

const { values } = parseArgs({
  options: {
    requests: { type: "string", short: "n", default: process.env.BENCH_REQUESTS ?? "50" },
    warmup: { type: "string", default: process.env.BENCH_WARMUP ?? "5" },
    // Also measure against a second server whose database answers this many ms late: a page
    // that streams keeps its first byte where it was.
    "db-latency": { type: "string", default: "200" },
  },
});
const dbLatency = Number(values["db-latency"]);
const requests = Number(values.requests);
const warmup = Number(values.warmup);
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(warmup) || warmup < 0) {
  console.error("usage: npm run bench -- [--requests N] [--warmup N]");
  process.exit(2);
}

const RESULTS_PAGE = "/for-sale/melbourne-vic-3000/real-estate";

interface Sample {
  status: number;
  ttfbMs: number;
}

/** One GET; resolves at the first byte of the response, then drains the body. */
function timeToFirstByte(target: URL): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(target, { agent: false, headers: { "user-agent": "homefront-bench" } }, (response) => {
      const ttfbMs = Number(process.hrtime.bigint() - started) / 1e6;
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, ttfbMs }));
      response.on("error", reject);
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`timeout: ${target}`)));
    request.on("error", reject);
  });
}

async function fetchText(target: URL): Promise<string> {
  const response = await fetch(target);
  return response.text();
}

function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sortedMs.length) - 1;
  return sortedMs[Math.min(Math.max(rank, 0), sortedMs.length - 1)] ?? Number.NaN;
}

function median(sortedMs: number[]): number {
  const middle = Math.floor(sortedMs.length / 2);
  if (sortedMs.length % 2 === 1) return sortedMs[middle] ?? Number.NaN;
  return ((sortedMs[middle - 1] ?? Number.NaN) + (sortedMs[middle] ?? Number.NaN)) / 2;
}

interface Result {
  label: string;
  path: string;
  statuses: string;
  medianMs: number;
  p95Ms: number;
}

async function measure(origin: string, label: string, path: string): Promise<Result> {
  const target = new URL(path, origin);
  for (let i = 0; i < warmup; i += 1) await timeToFirstByte(target);
  const samples: Sample[] = [];
  for (let i = 0; i < requests; i += 1) samples.push(await timeToFirstByte(target));
  const sorted = samples.map((sample) => sample.ttfbMs).sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (const { status } of samples) counts.set(status, (counts.get(status) ?? 0) + 1);
  const statuses = [...counts].map(([status, count]) => (counts.size === 1 ? `${status}` : `${status}×${count}`)).join(" ");
  return { label, path, statuses, medianMs: median(sorted), p95Ms: percentile(sorted, 95) };
}

const server = await startWorkerServer({ reuseExisting: true, log: (line) => console.log(`[bench] ${line}`) });
const origin = server.reused ? baseURL() : server.origin;
try {
  const home = await fetchText(new URL("/", origin));
  const staticScript = home.match(/\/_next\/static\/[^"'\s>]+\.js/)?.[0];

  const targets: Array<[string, string]> = [
    ["home", "/"],
    ["results", RESULTS_PAGE],
  ];
  if (staticScript) targets.push(["static", staticScript]);
  else console.warn("[bench] no /_next/static/…js script in the home page HTML; skipping the static asset");

  console.log(`[bench] ${origin}: ${warmup} warm-up + ${requests} requests per URL, sequential\n`);
  const results: Result[] = [];
  for (const [label, path] of targets) results.push(await measure(origin, label, path));

  const pad = (text: string, width: number) => text.padEnd(width);
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(`${pad("url", 9)}${pad("status", 9)}${"median".padStart(10)}${"p95".padStart(10)}  path`);
  for (const result of results) {
    console.log(`${pad(result.label, 9)}${pad(result.statuses, 9)}${ms(result.medianMs)}${ms(result.p95Ms)}  ${result.path}`);
  }
  const staticResult = results.find((result) => result.label === "static");
  if (staticResult) {
    console.log("");
    for (const page of results.filter((result) => result !== staticResult)) {
      console.log(
        `${page.label}/static: median ×${(page.medianMs / staticResult.medianMs).toFixed(1)}, ` +
          `p95 ×${(page.p95Ms / staticResult.p95Ms).toFixed(1)}`,
      );
    }
  }
} finally {
  await server.stop();
}

if (dbLatency > 0) {
  // The same pages with every database query dbLatency ms late. Streaming pages keep their first
  // byte; a page that awaited data before flushing would move by a multiple of dbLatency.
  const slowPort = Number(process.env.BENCH_SLOW_PORT ?? 8799);
  const slow = await startWorkerServer({
    port: slowPort,
    reuseExisting: false,
    prepare: false,
    vars: { DB_SIMULATED_LATENCY_MS: String(dbLatency) },
    log: (line) => console.log(`[bench] ${line}`),
  });
  try {
    console.log(`\n[bench] database slowed by ${dbLatency} ms per query (${slow.origin})\n`);
    const slowed = [await measure(slow.origin, "home", "/"), await measure(slow.origin, "results", RESULTS_PAGE)];
    const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
    console.log(`${"url".padEnd(9)}${"status".padEnd(9)}${"median".padStart(10)}${"p95".padStart(10)}  path`);
    for (const result of slowed) console.log(`${result.label.padEnd(9)}${result.statuses.padEnd(9)}${ms(result.medianMs)}${ms(result.p95Ms)}  ${result.path}`);
  } finally {
    await slow.stop();
  }
}
