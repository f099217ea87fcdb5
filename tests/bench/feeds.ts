/**
 * npm run bench:feeds [-- --listings 5000]: an agency's 5,000-listing REAXML file through the local
 * Worker, its R2 bucket and its queue (wrangler dev), as the feed issue's goals measure it:
 *
 * - the upload's answer (202) time;
 * - processing: from the POST to the run's report saying done, and listings per second;
 * - POST to searchable: each listing counts as searchable when its report line exists (its row is
 *   written in the same batch, and search reads D1; the stored search pages of its suburb are
 *   purged at the end of its 1,000-listing slice). The report is polled every 200 ms, so a time
 *   is late by at most that much. p50 and p95 over the listings;
 * - the same file again (every home unchanged): its processing time and the ratio to the first.
 *
 * The homes are spread over real localities of the local D1 (one office's feed code, one of its
 * agents), and removed afterwards, so runs repeat. Not a test: nothing asserts on time.
 *
 * Server: a healthy server on TEST_PORT (default 8787), else one is started there from the current
 * build (npm start or sh scripts/lib/prepare.sh first).
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { nodeSqliteDatabase } from "@/lib/db/node-sqlite";
import { createServiceContext } from "@/lib/services/context";
import { createFeedKey } from "@/lib/services/feeds/feed-keys";
import { startWorkerServer } from "../support/worker-server";
import { openLocalD1 } from "../support/local-d1";

const { values } = parseArgs({ options: { listings: { type: "string", default: "5000" } } });
const COUNT = Math.max(1, Number(values.listings) || 5_000);
const CODE = "HFBENCH";

const server = await startWorkerServer({
  reuseExisting: true,
  prepare: false,
  log: (line) => console.log(`[bench] ${line}`),
});
const origin = server.origin;
const d1 = openLocalD1();

const office = d1
  .prepare(
    `SELECT o.id AS id, a.email AS email FROM offices o JOIN agents a ON a.office_id = o.id
     WHERE a.email IS NOT NULL ORDER BY o.id, a.id LIMIT 1`,
  )
  .get() as { id: number; email: string };
const places = d1
  .prepare(
    `SELECT name, state_code AS state, postcode FROM locations WHERE type = 'suburb' AND postcode IS NOT NULL
     ORDER BY (id * 7919) % 10007 LIMIT ?`,
  )
  .all(COUNT) as { name: string; state: string; postcode: string }[];
const issued = await createFeedKey(createServiceContext(nodeSqliteDatabase(d1)), {
  officeId: office.id,
  code: CODE,
  createdBy: "npm run bench:feeds",
});
if (!issued.ok) throw new Error(issued.message);
const key = issued.key;

const modTime = "2026-11-29-09:00:00";
function listing(i: number): string {
  const place = places[i % places.length]!;
  return `  <residential modTime="${modTime}" status="current">
    <agentID>${CODE}</agentID><uniqueID>BENCH-${i}</uniqueID>
    <listingAgent id="1"><name>Bench Agent</name><email>${office.email}</email></listingAgent>
    <price display="${i % 5 === 0 ? "no" : "yes"}">${400_000 + (i % 400) * 5_000}</price>
    <address display="yes"><subNumber /><streetNumber>${1 + (i % 200)}</streetNumber><street>Bench Street</street>
      <suburb>${place.name}</suburb><state>${place.state}</state><postcode>${place.postcode}</postcode></address>
    <category name="${["House", "Unit", "Townhouse", "Apartment"][i % 4]}" />
    <headline>Bench home ${i}</headline>
    <description>A home of the feed benchmark, with a description of a usual length. ${"Light-filled rooms, a north-facing garden and a short walk to shops and transport. ".repeat(4)}</description>
    <features><bedrooms>${1 + (i % 5)}</bedrooms><bathrooms>${1 + (i % 3)}</bathrooms><garages>${i % 3}</garages><carports>0</carports></features>
    <landDetails><area unit="squareMeter">${300 + (i % 700)}</area></landDetails>
    <inspectionTimes><inspection>05-Dec-2026 11:00am to 11:30am</inspection></inspectionTimes>
  </residential>`;
}
const file = `<?xml version="1.0" encoding="UTF-8"?>\n<propertyList>\n${Array.from({ length: COUNT }, (_, i) => listing(i)).join("\n")}\n</propertyList>\n`;

interface Report {
  status: string;
  counts: Record<string, number>;
  listings: unknown[];
}

async function report(url: string): Promise<Report> {
  return (await (await fetch(url, { headers: { authorization: `Bearer ${key}` } })).json()) as Report;
}

/** Posts the file and follows its run: answer time, time to done, and when each listing's line appeared. */
async function run(label: string) {
  const started = performance.now();
  const response = await fetch(new URL("/api/v1/feeds/reaxml", origin), {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/xml" },
    body: file,
  });
  const answered = performance.now() - started;
  if (response.status !== 202) throw new Error(`${label}: ${response.status} ${await response.text()}`);
  const { run } = (await response.json()) as { run: { url: string } };
  const seen: number[] = [];
  for (;;) {
    const now = await report(run.url);
    const at = performance.now() - started;
    while (seen.length < now.listings.length) seen.push(at);
    if (now.status === "done" || now.status === "failed") {
      return { answered, done: at, counts: now.counts, status: now.status, seen };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

try {
  console.log(
    `bench:feeds: ${COUNT.toLocaleString("en-AU")} listings, ${(file.length / 1e6).toFixed(1)} MB, load average ${(await import("node:os")).loadavg()[0]!.toFixed(2)}`,
  );
  const first = await run("first");
  const sorted = [...first.seen].sort((a, b) => a - b);
  console.log(`first run (${first.status}, ${JSON.stringify(first.counts)})`);
  console.log(`  202 answered in ${first.answered.toFixed(0)} ms`);
  console.log(`  processed in ${seconds(first.done)}: ${(COUNT / (first.done / 1000)).toFixed(0)} listings/s`);
  console.log(`  POST → searchable: p50 ${seconds(percentile(sorted, 50))}, p95 ${seconds(percentile(sorted, 95))}`);
  const again = await run("again");
  console.log(`same file again (${again.status}, ${JSON.stringify(again.counts)})`);
  console.log(`  processed in ${seconds(again.done)}: ${(first.done / again.done).toFixed(1)}× faster than the first`);
} finally {
  const ids = d1
    .prepare("SELECT listing_id AS id FROM feed_listings WHERE unique_id LIKE 'BENCH-%' AND office_id = ?")
    .all(office.id) as { id: number }[];
  for (const { id } of ids) d1.prepare("DELETE FROM listings WHERE id = ?").run(id);
  d1.prepare("DELETE FROM feed_listings WHERE unique_id LIKE 'BENCH-%' AND office_id = ?").run(office.id);
  console.log(`removed the ${ids.length} bench homes`);
  d1.close();
  await server.stop();
}
