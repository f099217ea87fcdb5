// Lighthouse's mobile profile (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) against
// the system Chromium, for the page benches (npm run bench:listing, npm run bench:locations). Per
// page: the median run's performance score, LCP (and its element) and CLS, the accessibility score
// with any failed audits, and the JavaScript loaded during the run: every script the page loaded
// before Lighthouse finished (lazy chunks included), fetched again and gzipped here (wrangler dev
// does not compress, Cloudflare does). First-load JavaScript proper comes from the build
// (scripts/first-load-js.mjs). Measurements only: nothing asserts.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

interface RunFigures {
  score: number;
  accessibility: number;
  /** Accessibility audits that failed (score 0), by id. */
  failedA11y: string[];
  lcpMs: number;
  cls: number;
  scripts: string[];
  /** The LCP element as Lighthouse names it: its selector and the start of its HTML. */
  lcpElement: string;
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
  const lcpNode = (
    lhr.audits["largest-contentful-paint-element"]?.details as
      { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined
  )?.items?.[0]?.items?.[0]?.node;
  return {
    lcpElement: lcpNode ? `${lcpNode.selector ?? ""} ${(lcpNode.snippet ?? "").slice(0, 80)}`.trim() : "(none)",
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

/** Starts the system Chromium (CHROME_PATH to choose another), headless, for Lighthouse to drive. */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

export interface PageFigures {
  /** Every run's performance score, in run order. */
  scores: number[];
  /** The run with the median performance score. */
  median: RunFigures;
  /** gzip bytes of every script the median run loaded (lazy chunks included). */
  jsGzip: number;
}

/** `runs` Lighthouse runs of one page (after one warming request); the median run's figures. */
export async function lighthousePage(
  chrome: chromeLauncher.LaunchedChrome,
  origin: string,
  path: string,
  runs: number,
): Promise<PageFigures> {
  const pageUrl = `${origin}${path}`;
  await fetch(pageUrl); // warm the isolate and the database
  const results: RunFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await runLighthouse(pageUrl, chrome.port));
  const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)] as RunFigures;
  return { scores: results.map((r) => r.score), median, jsGzip: await gzipBytes(median.scripts) };
}

/** `runs` Lighthouse runs of one page; prints the median run's figures. */
export async function reportLighthouse(
  chrome: chromeLauncher.LaunchedChrome,
  name: string,
  origin: string,
  path: string,
  runs: number,
): Promise<void> {
  const { scores, median, jsGzip } = await lighthousePage(chrome, origin, path, runs);
  console.log(`${name}: ${path}`);
  console.log(`  runs: ${scores.join(", ")} (median shown)`);
  console.log(`  performance score: ${median.score}`);
  console.log(`  LCP: ${(median.lcpMs / 1000).toFixed(2)} s`);
  console.log(`  CLS: ${median.cls.toFixed(3)}`);
  console.log(
    `  accessibility score: ${median.accessibility}${median.failedA11y.length ? ` (failed: ${median.failedA11y.join(", ")})` : ""}`,
  );
  console.log(`  LCP element: ${median.lcpElement}`);
  console.log(`  JS loaded during the run: ${median.scripts.length} scripts, ${(jsGzip / 1024).toFixed(1)} KiB gzip`);
}
