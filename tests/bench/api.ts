// npm run bench:api [-- --requests 40 --warmup 5]
//
// The public API (/api/v1) against the GraphQL backend-for-frontend on the same data, over HTTP on
// the local Worker (`wrangler dev`): a listing read, a location list search and a map search, each
// as a REST call and as the GraphQL query the pages send, sequentially; p50/p95 per target. Then a
// repeated read with If-None-Match: how many answers were 304 (no body sent). Not a test: nothing
// asserts on time; the figures go to docs/api.md.
//
// Server: the one on TEST_PORT (default 8787) if it answers, else one is started the way the test
// harness does and stopped afterwards.
import { parseArgs } from "node:util";
import { baseURL } from "../support/base-url";
import { startWorkerServer } from "../support/worker-server";
import { stats } from "./bench-stats";

const { values } = parseArgs({
  options: {
    requests: { type: "string", short: "n", default: "40" },
    warmup: { type: "string", default: "5" },
  },
});
const requests = Number(values.requests);
const warmup = Number(values.warmup);
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(warmup) || warmup < 0) {
  console.error("usage: npm run bench:api -- [--requests N] [--warmup N]");
  process.exit(2);
}

const LISTING = 243661347;
const LOCATION_FILTER = {
  searchMode: "Buy",
  locationSearchContext: { searchLocations: [{ slug: "bondi-beach-nsw-2026" }] },
};
const MAP_FILTER = {
  searchMode: "Buy",
  context: "Map",
  map: {
    latitude: -33.89,
    longitude: 151.27,
    zoom: 14,
    bounds: { north: -33.85, south: -33.93, east: 151.3, west: 151.2 },
  },
};
const json = (value: object) => encodeURIComponent(JSON.stringify(value));

type Target = { label: string; path: string; init?: RequestInit };
const graphql = (label: string, query: string, variables: object): Target => ({
  label,
  path: "/graphql",
  init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) },
});

const targets: Target[] = [
  { label: "REST listing", path: `/api/v1/listing/${LISTING}` },
  graphql(
    "GraphQL listing",
    "query($id: ID!) { listing(id: $id) { id title priceDetails { shortDescription } address { displayAddress } } }",
    { id: String(LISTING) },
  ),
  { label: "REST location list", path: `/api/v1/listings/location/list?json=${json(LOCATION_FILTER)}` },
  graphql(
    "GraphQL location list",
    "query($filter: SearchFilterInput!) { listingSearchByFilter(filter: $filter) { total listings { id title } } }",
    { filter: { ...LOCATION_FILTER, context: "Location" } },
  ),
  { label: "REST map search", path: `/api/v1/listings/boundary/map?json=${json(MAP_FILTER)}` },
  graphql(
    "GraphQL map search",
    "query($filter: SearchFilterInput!) { mapMarkers(filter: $filter) { id latitude longitude } }",
    { filter: MAP_FILTER },
  ),
];

const server = await startWorkerServer({ reuseExisting: true, log: (line) => console.log(`[bench] ${line}`) });
const origin = server.reused ? baseURL() : server.origin;
try {
  console.log(`[bench] ${origin}: ${warmup} warm-up + ${requests} requests per target, sequential\n`);
  for (const target of targets) {
    const init = { ...target.init, headers: { origin, ...(target.init?.headers as Record<string, string>) } };
    const once = async () => {
      const started = performance.now();
      const response = await fetch(new URL(target.path, origin), init);
      const body = await response.text();
      if (response.status !== 200 || body.includes('"errors"'))
        throw new Error(`${target.label}: ${response.status} ${body.slice(0, 200)}`);
      return performance.now() - started;
    };
    for (let i = 0; i < warmup; i += 1) await once();
    const samples: number[] = [];
    for (let i = 0; i < requests; i += 1) samples.push(await once());
    console.log(`${target.label.padEnd(24)} ${stats(samples)}`);
  }

  // A client that keeps the ETag: every repeat should be a 304 while the listing is unchanged.
  const path = `/api/v1/listing/${LISTING}`;
  const first = await fetch(new URL(path, origin));
  await first.text();
  const tag = first.headers.get("etag") ?? "";
  let notModified = 0;
  const samples: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const response = await fetch(new URL(path, origin), { headers: { "if-none-match": tag } });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    if (response.status === 304) notModified += 1;
  }
  console.log(`${"REST listing, If-None-Match".padEnd(24)} ${stats(samples)}`);
  console.log(
    `304 rate on a repeated read: ${notModified}/${requests} (${((100 * notModified) / requests).toFixed(0)}%)`,
  );
} finally {
  await server.stop();
}
