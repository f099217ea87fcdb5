// npm run bench:search [-- --listings 1000000 --runs 50 --warmup 5] [--url '<search URL>' … | --zoomed-out]
//
// Search latency at scale. Seeds (once per size and seed version) a SQLite file under .bench/
// with `--listings` current listings (plus twice as many sold/leased, as the seed always makes),
// then runs a fixed mix of searches through the search service itself (`searchByFilter` over
// lib/db/node-sqlite.ts): place resolution, page, total, facets, median and card mapping, the
// same code and SQL the Worker runs on D1. Prints p50/p95 per search in milliseconds.
//
// Each search is parsed from a URL with parseSearchUrl, as the results page does. `--url` (any
// number of times) times those searches instead of the fixed mix; `--zoomed-out` times maps over
// Sydney from zoom 10 out to the whole country instead.
import { parseArgs } from "node:util";
import { applyD1Limits, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { parseSearchUrl } from "@/lib/search/parse-search-url";
import type { SearchFilter } from "@/lib/search/filter";
import { encodeShape } from "@/lib/search/polyline";
import { createServiceContext } from "@/lib/services/context";
import { mapMarkersByFilter } from "@/lib/services/search/map-markers";
import { searchByFilter } from "@/lib/services/search/search-listings";
import { BENCH_REFERENCE_DATE, prepareBenchDatabase } from "./search-database";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "1000000" },
    runs: { type: "string", default: "50" },
    warmup: { type: "string", default: "5" },
    url: { type: "string", multiple: true },
    "zoomed-out": { type: "boolean", default: false },
  },
});
const currentListings = Number(values.listings);
const runs = Number(values.runs);
const warmup = Number(values.warmup);

const sydneyInnerEast = encodeShape([
  [-33.868, 151.205],
  [-33.872, 151.232],
  [-33.889, 151.248],
  [-33.905, 151.232],
  [-33.902, 151.205],
  [-33.884, 151.196],
]);
/**
 * A zoom-14 viewport (about 5 × 5 km: Paddington to Bondi) and a zoom-12 one over central Sydney.
 * Bounds as a map sends them, off any round number: figure cells (1/200°) are whole inside a
 * round viewport, which would flatter the cell figures (docs/search-performance.md).
 */
const sydneyEastBounds = encodeURIComponent(
  JSON.stringify({ north: -33.8713, south: -33.9087, east: 151.2791, west: 151.2212 }),
);
const sydneyBounds = encodeURIComponent(
  JSON.stringify({ north: -33.8413, south: -33.9287, east: 151.2793, west: 151.1708 }),
);

/** The fixed mix: what visitors do most, plus the deep page and the area searches. */
const SEARCHES: { name: string; url: string }[] = [
  { name: "suburb buy (+4 surrounding)", url: "/for-sale/richmond-vic-3121/real-estate" },
  {
    name: "3 suburbs + surrounding",
    url: "/for-sale/bondi-nsw-2026/real-estate?suburbs=coogee-nsw-2034,randwick-nsw-2031",
  },
  {
    name: "3+ bed houses under $1.2m",
    url: "/for-sale/parramatta-nsw-2150/houses/bedrooms-3-plus?pricemaximum=1200000",
  },
  {
    name: "rent, pets + air con",
    url: "/for-rent/melbourne-vic-3000/real-estate/pet-friendly?features=airconditioning",
  },
  { name: "sold by highest price", url: "/sold-properties/surry-hills-nsw-2010?sort=highestSoldPrice" },
  {
    name: "map, Sydney east (zoom 14)",
    url: `/for-sale/real-estate?context=map&lat=-33.89&lng=151.25&zoom=14&bounds=${sydneyEastBounds}`,
  },
  {
    name: "map, central Sydney (z 12)",
    url: `/for-sale/real-estate?context=map&lat=-33.885&lng=151.225&zoom=12&bounds=${sydneyBounds}`,
  },
  { name: "drawn polygon", url: `/for-sale/real-estate?context=draw&shape=${encodeURIComponent(sydneyInnerEast)}` },
  { name: "region, page 40", url: "/for-sale/sydney-inner-south-west-nsw/real-estate?page=40" },
  { name: "region, newest", url: "/for-sale/melbourne-inner-vic/real-estate?sort=newest" },
  { name: "whole state, rent", url: "/for-rent/real-estate?suburbs=tas" },
];

/** A map over central Sydney `height` × `width` degrees, off round coordinates as a map sends them. */
function sydneyMap(zoom: number, height: number, width: number, path = "/for-sale/real-estate") {
  const bounds = {
    north: -33.885 + height / 2 + 0.0013,
    south: -33.885 - height / 2 + 0.0013,
    east: 151.01 + width / 2 - 0.0007,
    west: 151.01 - width / 2 - 0.0007,
  };
  return `${path}?context=map&lat=-33.885&lng=151.01&zoom=${zoom}&bounds=${encodeURIComponent(JSON.stringify(bounds))}`;
}

/** Zooming the map out, until the whole country is in view. */
const ZOOMED_OUT: { name: string; url: string }[] = [
  { name: "map, Sydney (z 10)", url: sydneyMap(10, 0.59, 0.78) },
  { name: "map, Sydney (z 9)", url: sydneyMap(9, 1.18, 1.56) },
  { name: "map, Sydney (z 8)", url: sydneyMap(8, 2.4, 3.1) },
  { name: "map, NSW coast (z 7)", url: sydneyMap(7, 4.8, 6.2) },
  { name: "sold map, Sydney (z 8)", url: sydneyMap(8, 2.4, 3.1, "/sold-properties") },
  {
    name: "map, Australia (z 4)",
    url: `/for-sale/real-estate?context=map&lat=-27&lng=133&zoom=4&bounds=${encodeURIComponent(JSON.stringify({ north: -9.7413, south: -44.1187, east: 154.2793, west: 111.8708 }))}`,
  },
];

function filterOf(url: string): SearchFilter {
  const parsed = parseSearchUrl(url);
  if (!parsed.ok) throw new Error(`${url}: ${parsed.error}`);
  return parsed.filter;
}

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

const root = process.cwd();
const file = prepareBenchDatabase(root, currentListings, console.log);
const sqlite = openNodeSqlite(file, { readOnly: true });
// D1's limits (5 SELECTs a UNION ALL, 100 parameters, 25,000 instructions…): what fails on D1 fails here.
applyD1Limits(sqlite);
const db = nodeSqliteDatabase(sqlite);
// "Now" is the data set's reference date, so forthcoming inspections and auctions exist.
const now = Date.parse(`${BENCH_REFERENCE_DATE}T00:00:00+11:00`);

if (values.url)
  SEARCHES.splice(
    0,
    SEARCHES.length,
    ...values.url.map((url) => ({ name: url.length > 30 ? `${url.slice(0, 27)}...` : url, url })),
  );
else if (values["zoomed-out"]) SEARCHES.splice(0, SEARCHES.length, ...ZOOMED_OUT);
else {
  const busiestOffice = sqlite
    .prepare(
      "SELECT o.slug AS slug FROM offices o ORDER BY (SELECT count(*) FROM listings l WHERE l.office_id = o.id AND l.status_type = 'buy') DESC LIMIT 1",
    )
    .get() as { slug: string };
  SEARCHES.push({
    name: "office (busiest), buy",
    url: `/real-estate-agency/${busiestOffice.slug}/for-sale/real-estate`,
  });
}

const listingCount = (sqlite.prepare("SELECT count(*) AS n FROM listings").get() as { n: number }).n;
console.log(
  `bench:search on ${file}: ${listingCount.toLocaleString("en-AU")} listings, ${runs} runs after ${warmup} warm-up\n`,
);
console.log(
  `${"search".padEnd(30)} ${"total".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}  markers p50`,
);

const summary: { name: string; p95: number }[] = [];
for (const search of SEARCHES) {
  const filter = filterOf(search.url);
  const times: number[] = [];
  const markerTimes: number[] = [];
  let total = 0;
  for (let i = 0; i < warmup + runs; i++) {
    // A fresh context per run: no DataLoader cache carries over, as between page requests.
    const ctx = createServiceContext(db, now);
    const started = performance.now();
    const result = await searchByFilter(ctx, filter);
    const elapsed = performance.now() - started;
    if (!result.ok) throw new Error(`${search.name}: ${result.message}`);
    total = result.search.total;
    const markersStarted = performance.now();
    if (filter.context === "Map" || filter.context === "Draw")
      await mapMarkersByFilter(createServiceContext(db, now), filter);
    const markersElapsed = performance.now() - markersStarted;
    if (i >= warmup) {
      times.push(elapsed);
      markerTimes.push(markersElapsed);
    }
  }
  times.sort((a, b) => a - b);
  markerTimes.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  summary.push({ name: search.name, p95 });
  const markers = filter.context === "Map" || filter.context === "Draw" ? percentile(markerTimes, 50).toFixed(1) : "";
  console.log(
    `${search.name.padEnd(30)} ${total.toLocaleString("en-AU").padStart(8)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}  ${markers}`,
  );
}
const over = summary.filter((s) => s.p95 > 20);
console.log(
  over.length === 0
    ? "\nevery search within p95 ≤ 20 ms"
    : `\nover the 20 ms p95 target: ${over.map((s) => s.name).join(", ")}`,
);
sqlite.close();
