// npm run bench:listing [-- --runs 3 --url /homes/…/123 --results /for-sale/…/real-estate]
//
// Lighthouse (mobile settings: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) on a
// listing page and a results page served by the Worker locally, with the system Chromium (a phone
// profile: 412×823 viewport, touch). Prints, per page, the median run's performance score, LCP
// and CLS, the accessibility score with any failed audits, and first-load JavaScript: every script the page
// loaded before Lighthouse finished, fetched again and gzipped here (wrangler dev does not
// compress, Cloudflare does), so the figure is what a visitor downloads. Not a test: nothing
// asserts, the figures go to docs/listing-page.md.
//
// Server: TEST_BASE_URL if set; else a healthy server on BENCH_PORT (default 8796), else one is
// started there from the current build and stopped afterwards.
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startWorkerServer } from "../support/worker-server";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    url: { type: "string" },
    results: { type: "string", default: "/for-sale/melbourne-vic-3000/real-estate" },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);

async function findListingPath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/for-sale/melbourne-vic-3000/real-estate`)).text();
  const match = /href="(\/homes\/[a-z0-9-]+\/\d+)"/.exec(html);
  if (!match?.[1]) throw new Error("no listing link on the Melbourne results page");
  return match[1];
}

interface RunFigures {
  score: number;
  accessibility: number;
  /** Accessibility audits that failed (score 0), by id. */
  failedA11y: string[];
  lcpMs: number;
  cls: number;
  scripts: string[];
}

async function runLighthouse(pageUrl: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(pageUrl, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error("lighthouse returned nothing");
  const { lhr } = result;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
      ?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    failedA11y: (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    scripts: requests.filter((r) => r.resourceType === "Script").map((r) => r.url),
  };
}

async function gzipBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls))
    total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return total;
}

const server = process.env.TEST_BASE_URL
  ? { origin: process.env.TEST_BASE_URL.replace(/\/+$/, ""), reused: true, stop: async () => {} }
  : await startWorkerServer({ port: Number(process.env.BENCH_PORT ?? 8796), prepare: false, reuseExisting: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const pages = [
    { name: "listing page", path: values.url ?? (await findListingPath(server.origin)) },
    { name: "results page", path: values.results },
  ];
  for (const { name, path } of pages) {
    const pageUrl = `${server.origin}${path}`;
    await fetch(pageUrl); // warm the isolate and the database
    const results: RunFigures[] = [];
    for (let i = 0; i < runs; i++) results.push(await runLighthouse(pageUrl, chrome.port));
    const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)] as RunFigures;
    const jsGzip = await gzipBytes(median.scripts);
    console.log(`${name}: ${path}`);
    console.log(`  runs: ${results.map((r) => r.score).join(", ")} (median shown)`);
    console.log(`  performance score: ${median.score}`);
    console.log(`  LCP: ${(median.lcpMs / 1000).toFixed(2)} s`);
    console.log(`  CLS: ${median.cls.toFixed(3)}`);
    console.log(
      `  accessibility score: ${median.accessibility}${median.failedA11y.length ? ` (failed: ${median.failedA11y.join(", ")})` : ""}`,
    );
    console.log(`  first-load JS: ${median.scripts.length} scripts, ${(jsGzip / 1024).toFixed(1)} KB gzip`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
