// Time to first byte as the TTFB benches measure it (npm run bench, npm run bench:locations): from
// just before the request is written to the `response` event of node:http (status line and
// headers parsed), on a fresh keep-alive-less connection each time, as a browser's first navigation
// would see it. Measurements only: nothing here asserts on time.
import http from "node:http";

export interface Sample {
  status: number;
  ttfbMs: number;
  pageCache: string;
}

/** One GET; resolves at the first byte of the response, then drains the body. */
export function timeToFirstByte(target: URL, headers: Record<string, string>): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(
      target,
      { agent: false, headers: { "user-agent": "homefront-bench", ...headers } },
      (response) => {
        const ttfbMs = Number(process.hrtime.bigint() - started) / 1e6;
        const pageCache = String(response.headers["x-page-cache"] ?? "-");
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, ttfbMs, pageCache }));
        response.on("error", reject);
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error(`timeout: ${target}`)));
    request.on("error", reject);
  });
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sortedMs.length) - 1;
  return sortedMs[Math.min(Math.max(rank, 0), sortedMs.length - 1)] ?? Number.NaN;
}

export function median(sortedMs: number[]): number {
  const middle = Math.floor(sortedMs.length / 2);
  if (sortedMs.length % 2 === 1) return sortedMs[middle] ?? Number.NaN;
  return ((sortedMs[middle - 1] ?? Number.NaN) + (sortedMs[middle] ?? Number.NaN)) / 2;
}

export interface Result {
  label: string;
  path: string;
  statuses: string;
  pageCache: string;
  medianMs: number;
  p95Ms: number;
}

/** "200" when every answer agrees, else "200×28 500×2". */
function tally(values: readonly (string | number)[]): string {
  const counts = new Map<string | number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => (counts.size === 1 ? `${value}` : `${value}×${count}`)).join(" ");
}

/** A cookie the edge page cache does not know makes it render the page (policy.ts). */
export const RENDER_EVERY_TIME = { cookie: "hf_bench=render" };

/** `warmup` requests, then `requests` sequential ones; the x-page-cache answers are counted. */
export async function measure(
  origin: string,
  label: string,
  path: string,
  counts: { requests: number; warmup: number },
  headers: Record<string, string> = {},
): Promise<Result> {
  const target = new URL(path, origin);
  for (let i = 0; i < counts.warmup; i += 1) await timeToFirstByte(target, headers);
  const samples: Sample[] = [];
  for (let i = 0; i < counts.requests; i += 1) samples.push(await timeToFirstByte(target, headers));
  const sorted = samples.map((sample) => sample.ttfbMs).sort((a, b) => a - b);
  return {
    label,
    path,
    statuses: tally(samples.map((sample) => sample.status)),
    pageCache: tally(samples.map((sample) => sample.pageCache)),
    medianMs: median(sorted),
    p95Ms: percentile(sorted, 95),
  };
}

export function printTable(results: readonly Result[]): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  const width = Math.max(15, ...results.map((result) => result.label.length + 2));
  console.log(
    `${"url".padEnd(width)}${"status".padEnd(9)}${"cache".padEnd(12)}${"median".padStart(10)}${"p95".padStart(10)}  path`,
  );
  for (const result of results) {
    console.log(
      `${result.label.padEnd(width)}${result.statuses.padEnd(9)}${result.pageCache.padEnd(12)}${ms(result.medianMs)}${ms(result.p95Ms)}  ${result.path}`,
    );
  }
}

/** Each page's median and p95 over the static asset's: the Worker's own cost over serving bytes. */
export function printRatios(results: readonly Result[], staticLabel = "static"): void {
  const staticResult = results.find((result) => result.label === staticLabel);
  if (!staticResult) return;
  console.log("");
  for (const page of results.filter((result) => result !== staticResult)) {
    console.log(
      `${page.label}/static: median ×${(page.medianMs / staticResult.medianMs).toFixed(1)}, ` +
        `p95 ×${(page.p95Ms / staticResult.p95Ms).toFixed(1)}`,
    );
  }
}
