// npm run bench:listing [-- --runs 3 --url /homes/…/123 --results /for-sale/…/real-estate]
//
// Lighthouse (mobile settings, tests/bench/lighthouse-run.ts) on a listing page and a results page
// served by the Worker locally, with the system Chromium (a phone profile: 412×823 viewport,
// touch). Not a test: nothing asserts, the figures go to docs/listing-page.md.
//
// Server: TEST_BASE_URL if set; else a healthy server on BENCH_PORT (default 8796), else one is
// started there from the current build and stopped afterwards.
import { parseArgs } from "node:util";
import { startWorkerServer } from "../support/worker-server";
import { launchChrome, reportLighthouse } from "./lighthouse-run";

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

const server = process.env.TEST_BASE_URL
  ? { origin: process.env.TEST_BASE_URL.replace(/\/+$/, ""), reused: true, stop: async () => {} }
  : await startWorkerServer({ port: Number(process.env.BENCH_PORT ?? 8796), prepare: false, reuseExisting: true });
const chrome = await launchChrome();
try {
  const pages = [
    { name: "listing page", path: values.url ?? (await findListingPath(server.origin)) },
    { name: "results page", path: values.results },
  ];
  for (const { name, path } of pages) await reportLighthouse(chrome, name, server.origin, path, runs);
} finally {
  await chrome.kill();
  await server.stop();
}
