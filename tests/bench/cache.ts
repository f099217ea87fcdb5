/**
 * npm run bench:cache — what the location cache costs and saves, per backend, and what experiment
 * assignment adds to middleware.
 *
 * - Location lookup (`getLocation` by id through the service, as pages do): p50/p95 on a miss
 *   (cache read, D1-equivalent SQLite read, cache write) and on a hit (one cache read).
 *   Backends: memory; KV through Miniflare (the same simulator `wrangler dev` runs); Upstash
 *   through the REST bridge onto a real redis-server. The database is the local D1 file of
 *   `npm start` (.wrangler/state), opened read-only with node:sqlite.
 * - Middleware: `applyExperimentAssignment` for a new visitor on a targeted URL with three running
 *   experiments (settings already in the isolate memo, as on every request but one per 15 s).
 *
 * Not a test: nothing asserts on time. Figures go to docs/platform.md.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { NextRequest } from "next/server";
import { createLocationCache } from "@/lib/cache/location-cache";
import { attachLocationCache } from "@/lib/cache/request-location-cache";
import { nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import type { RunningExperiment } from "@/lib/experiments/experiment";
import { applyExperimentAssignment } from "@/lib/middleware/experiments";
import type { MiddlewareContext } from "@/lib/middleware/pipeline";
import { createServiceContext } from "@/lib/services/context";
import { getLocation } from "@/lib/services/locations/get-location";
import { startKv, startMemory, startUpstash } from "../unit/cache/backends";

const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 300);
const ASSIGNMENTS = Number(process.env.BENCH_ASSIGNMENTS ?? 10_000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(3)} ms  p95 ${percentile(sorted, 95).toFixed(3)} ms`;
}

const d1Dir = join(process.cwd(), ".wrangler/state/v3/d1/miniflare-D1DatabaseObject");
const d1File = readdirSync(d1Dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
if (!d1File) throw new Error("No local D1 database: run npm start (or npm run worker:prepare) first");
const sqlite = openNodeSqlite(join(d1Dir, d1File), { readOnly: true });
const db = nodeSqliteDatabase(sqlite);
const ids = (
  sqlite.prepare(`SELECT id FROM locations WHERE type = 'suburb' ORDER BY popularity DESC LIMIT ${LOOKUPS}`).all() as {
    id: number;
  }[]
).map((row) => String(row.id));
console.log(`location lookups: ${ids.length} suburbs from ${d1File}\n`);

for (const start of [startMemory, startKv, startUpstash]) {
  const backend = await start();
  try {
    const cache = createLocationCache(backend.create());
    const timeLookups = async () => {
      const samples: number[] = [];
      for (const id of ids) {
        // A new service context per lookup: a new request, so DataLoader memoisation does not help.
        const ctx = createServiceContext(db);
        attachLocationCache(ctx, cache);
        const started = performance.now();
        const location = await getLocation(ctx, id);
        samples.push(performance.now() - started);
        if (!location) throw new Error(`location ${id} not found`);
      }
      return samples;
    };
    const miss = await timeLookups();
    const hit = await timeLookups();
    console.log(`${backend.name.padEnd(8)} miss  ${summary(miss)}`);
    console.log(
      `${backend.name.padEnd(8)} hit   ${summary(hit)}   (hits ${cache.stats.hits}, misses ${cache.stats.misses}, errors ${cache.stats.errors})`,
    );
  } finally {
    await backend.stop();
  }
}

const experiments: RunningExperiment[] = ["award-badge", "map-clusters", "hub-link"].map((id, index) => ({
  id,
  feature: (["awardWinners", "advancedMapClustering", "performanceHub"] as const)[index] ?? "awardWinners",
  targetUrl: index === 0 ? "/real-estate-agency/" : "/buy/",
  variants: [
    { name: "control", weight: 50, featureOn: false },
    { name: "treatment", weight: 50, featureOn: true },
  ],
}));
const requests = Array.from(
  { length: ASSIGNMENTS },
  (_, i) => new NextRequest(`http://localhost/real-estate-agency/office-${i}`),
);
const assignment: number[] = [];
for (const request of requests) {
  const context: MiddlewareContext = { request, forwardHeaders: new Headers(request.headers), setCookies: [] };
  const started = performance.now();
  applyExperimentAssignment(context, experiments);
  assignment.push(performance.now() - started);
}
console.log(`\nmiddleware experiment assignment (${ASSIGNMENTS} new visitors, 3 experiments): ${summary(assignment)}`);
sqlite.close();

// Through the running Worker (workerd + its KV binding, no Node hop): BENCH_WORKER_URL=http://127.0.0.1:8798
const workerUrl = process.env.BENCH_WORKER_URL;
if (workerUrl) {
  // The seeded development admin (README "Staff in development"): password, then authenticator code.
  const { DEVELOPMENT_ADMIN_TOTP_SECRET, STAFF_DEMO_PASSWORD } = await import("@/lib/db/seed/staff");
  const { codeAt } = await import("@/lib/services/staff/totp");
  const headers = { origin: workerUrl, "content-type": "application/json" };
  const jar: string[] = [];
  const take = (response: Response) =>
    jar.push(...response.headers.getSetCookie().map((value) => value.split(";")[0]!));
  take(
    await fetch(`${workerUrl}/api/user/signin`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "admin@homefront.example", password: STAFF_DEMO_PASSWORD }),
    }),
  );
  take(
    await fetch(`${workerUrl}/api/admin/session`, {
      method: "POST",
      headers: { ...headers, cookie: jar.join("; ") },
      body: JSON.stringify({ code: codeAt(DEVELOPMENT_ADMIN_TOTP_SECRET, Date.now()) }),
    }),
  );
  const cookie = jar.join("; ");
  const timeInWorker = async (id: string) => {
    const response = await fetch(`${workerUrl}/api/admin/location-cache?identifier=${id}`, { headers: { cookie } });
    const duration = Number(/dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1]);
    return { duration, cache: response.headers.get("x-location-cache") ?? "" };
  };
  const fresh = ids.slice(0, 100);
  const miss: number[] = [];
  const hit: number[] = [];
  for (const id of fresh) {
    const first = await timeInWorker(id);
    (first.cache.startsWith("hit=0") ? miss : hit).push(first.duration);
    const second = await timeInWorker(id);
    if (second.cache.startsWith("hit=1")) hit.push(second.duration);
  }
  console.log(
    `\nKV in the Worker (${workerUrl}): miss ${miss.length ? summary(miss) : "n/a (all cached already)"} | hit ${summary(hit)}`,
  );
}
