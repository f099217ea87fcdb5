// npm run bench [-- --requests 50 --warmup 5 --db-latency 200]
//
// Time to first byte of the Worker served locally by `wrangler dev`: the home page, a search
// results page and one static script, N sequential requests each after a warm-up. Prints median
// and p95 per URL and how much slower the pages are than the static asset (the Worker's own cost
// over serving bytes). The results page is measured twice: as anonymous visitors get it (the edge
// page cache answers after the first render, docs/page-cache.md) and rendered for every request
// (a cookie the cache does not know makes it step aside; before members shared the cached page,
// every signed-in request took that path), and as a signed-in member gets it (a real session from
// the development mailbox: the cached copy, the personal parts fill in in the browser). The x-page-cache answers
// are counted, so the figures say which path they measured. Uses the running server on TEST_PORT/8787 if it answers, else starts one the
// way the test harness does (prepare, wrangler dev) and stops it afterwards.
//
// TTFB as tests/bench/ttfb-sample.ts measures it. Timing stays out of the tests: this is a
// measurement, not a pass/fail.
import { parseArgs } from "node:util";
import { baseURL } from "../support/base-url";
import {
  measure as measureTtfb,
  median,
  percentile,
  printRatios,
  printTable,
  RENDER_EVERY_TIME,
  type Result,
} from "./ttfb-sample";
import { contentPortFor, startWorkerServer } from "../support/worker-server";
import { LOCAL_EDITOR } from "../../workers/content/src/seed/local-editor";
import { signedUpMember } from "../integration/auth/client";

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
const BLOG_INDEX = "/blog";
const BLOG_POST = "/blog/how-much-can-i-borrow";

async function fetchText(target: URL): Promise<string> {
  const response = await fetch(target);
  return response.text();
}

const counts = { requests, warmup };
const measure = (origin: string, label: string, path: string, headers: Record<string, string> = {}) =>
  measureTtfb(origin, label, path, counts, headers);

const server = await startWorkerServer({ reuseExisting: true, log: (line) => console.log(`[bench] ${line}`) });
const origin = server.reused ? baseURL() : server.origin;
try {
  const home = await fetchText(new URL("/", origin));
  const staticScript = home.match(/\/_next\/static\/[^"'\s>]+\.js/)?.[0];

  const member = { cookie: (await signedUpMember("bench-ttfb")).jar.header() };
  const targets: Array<[string, string, Record<string, string>?]> = [
    ["home", "/"],
    ["home member", "/", member],
    ["results", RESULTS_PAGE],
    ["results member", RESULTS_PAGE, member],
    ["rendered", RESULTS_PAGE, RENDER_EVERY_TIME],
    ["blog", BLOG_INDEX],
    ["blog rendered", BLOG_INDEX, RENDER_EVERY_TIME],
    ["post", BLOG_POST],
    ["post rendered", BLOG_POST, RENDER_EVERY_TIME],
  ];
  if (staticScript) targets.push(["static", staticScript]);
  else console.warn("[bench] no /_next/static/…js script in the home page HTML; skipping the static asset");

  console.log(`[bench] ${origin}: ${warmup} warm-up + ${requests} requests per URL, sequential\n`);
  const results: Result[] = [];
  for (const [label, path, headers] of targets) results.push(await measure(origin, label, path, headers));
  printTable(results);
  printRatios(results);
  await publishToServed(origin);
} finally {
  await server.stop();
}

/**
 * From an editor's save of a published post (through the content service's REST API, which runs
 * the same afterChange hook as the admin's Publish) to the portal serving the new title on the
 * post's page, whose previous version was in the edge page cache. Several rounds; the title is
 * restored at the end.
 */
async function publishToServed(portal: string): Promise<void> {
  const content = `http://127.0.0.1:${contentPortFor(Number(new URL(portal).port))}`;
  const login = await fetch(`${content}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: LOCAL_EDITOR.email, password: LOCAL_EDITOR.password }),
  });
  if (!login.ok) {
    console.warn(
      `[bench] cannot sign in to the content service at ${content} (${login.status}); skipping publish-to-served`,
    );
    return;
  }
  const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` };
  const slug = BLOG_POST.split("/").pop();
  const found = (await (
    await fetch(`${content}/api/posts?where[slug][equals]=${slug}&limit=1`, { headers: auth })
  ).json()) as {
    docs: { id: number; title: string }[];
  };
  const post = found.docs[0];
  if (!post) return;
  const rounds = Math.min(requests, 10);
  const timings: number[] = [];
  let cachedBefore = 0;
  try {
    for (let round = 0; round < rounds; round += 1) {
      await fetchText(new URL(BLOG_POST, portal));
      const before = await fetch(new URL(BLOG_POST, portal));
      await before.text();
      if (before.headers.get("x-page-cache") === "HIT") cachedBefore += 1;
      const title = `${post.title} (${round + 1})`;
      const started = process.hrtime.bigint();
      await fetch(`${content}/api/posts/${post.id}`, {
        method: "PATCH",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ title, _status: "published" }),
      });
      // Poll until served: the measurement is how long that takes (the purge makes it the first try).
      for (;;) {
        const html = await fetchText(new URL(BLOG_POST, portal));
        if (html.includes(title.replace(/&/g, "&amp;"))) break;
      }
      timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  } finally {
    await fetch(`${content}/api/posts/${post.id}`, {
      method: "PATCH",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ title: post.title, _status: "published" }),
    });
  }
  timings.sort((a, b) => a - b);
  console.log(
    `\npublish → served (${rounds} rounds, post page cached before each: ${cachedBefore}/${rounds}): ` +
      `median ${median(timings).toFixed(0)} ms, p95 ${percentile(timings, 95).toFixed(0)} ms`,
  );
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
    printTable([
      await measure(slow.origin, "home", "/"),
      await measure(slow.origin, "results", RESULTS_PAGE),
      await measure(slow.origin, "rendered", RESULTS_PAGE, RENDER_EVERY_TIME),
    ]);
  } finally {
    await slow.stop();
  }
}
