// The data of a suburb overview through the services (real migrations, node:sqlite, no location
// cache: every read goes to the database, as on a cache miss): its 24-month trend (all types), its
// 12-month medians, its 5 nearby suburbs and its 20 nearest schools, and the rankings pages' data
// (a state's stored rankings, a best-value question for the state). D1's network hop is not
// included; page TTFB is measured against the Worker by tests/bench/locations.ts.
import { performance } from "node:perf_hooks";
import { nodeSqliteDatabase, openNodeSqlite } from "../../lib/db/node-sqlite";
import { createServiceContext } from "../../lib/services/context";
import { getLocation } from "../../lib/services/locations/get-location";
import { getMarketMedians, getMarketTrend } from "../../lib/services/locations/market";
import { findRankedPlace, getBestValue, getMarketRankings } from "../../lib/services/locations/market-rankings";
import { getNearbyOfLocation } from "../../lib/services/locations/location-places";
import { getSchoolsNear } from "../../lib/services/schools/schools-near";
import { sequence, stats } from "./bench-stats";
import { BENCH_REFERENCE_DATE, prepareBenchDatabase } from "./search-database";

const NOW = Date.parse(`${BENCH_REFERENCE_DATE}T03:00:00Z`);

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function benchLocationData(root: string, currentListings: number, samples: number): Promise<void> {
  const file = prepareBenchDatabase(root, currentListings, console.log);
  const sqlite = openNodeSqlite(file, { readOnly: true });
  try {
    const counts = sqlite
      .prepare(
        `SELECT (SELECT count(*) FROM listings) AS listings,
                (SELECT count(*) FROM listings WHERE status_type IN ('sold', 'leased')) AS history,
                (SELECT count(*) FROM location_market_months) AS months`,
      )
      .get() as { listings: number; history: number; months: number };
    console.log(
      `[bench] ${file}: ${counts.listings.toLocaleString("en-AU")} listings (${counts.history.toLocaleString("en-AU")} sold or leased over two years), ${counts.months.toLocaleString("en-AU")} stored trend months`,
    );
    // Capital-city suburbs with a trend, busiest first: the pages people open.
    const suburbs = sqlite
      .prepare(
        `SELECT l.slug FROM locations l WHERE l.type = 'suburb'
           AND EXISTS (SELECT 1 FROM location_market_months m WHERE m.suburb_id = l.id)
         ORDER BY l.popularity DESC LIMIT 500`,
      )
      .all()
      .map((row) => row.slug as string);
    const db = nodeSqliteDatabase(sqlite);
    const next = sequence(15);
    const overview: number[] = [];
    const rankings: number[] = [];
    const bestValue: number[] = [];
    const states = ["vic", "nsw", "qld", "wa", "sa"];
    for (let i = 0; i < samples + 20; i++) {
      // A fresh context each time: no DataLoader or memo carries over between page views.
      const ctx = createServiceContext(db, NOW);
      const slug = suburbs[Math.floor(next() * suburbs.length)]!;
      const took = await timed(async () => {
        const location = await getLocation(ctx, slug);
        if (!location) throw new Error(`no suburb ${slug}`);
        await Promise.all([
          getMarketTrend(ctx, location),
          getMarketMedians(ctx, location),
          getNearbyOfLocation(ctx, location),
          getSchoolsNear(ctx, { latitude: location.latLong.latitude, longitude: location.latLong.longitude }),
        ]);
      });
      const state = states[i % states.length];
      const rankingsTook = await timed(async () => {
        const found = await findRankedPlace(ctx, state);
        if (!found.ok) throw new Error(`no state ${state}`);
        await getMarketRankings(ctx, found.place);
      });
      const valueTook = await timed(async () => {
        const found = await findRankedPlace(ctx, state);
        if (!found.ok) throw new Error(`no state ${state}`);
        await getBestValue(ctx, found.place, { type: "houses", beds: 3, max: 900_000, km: 20 });
      });
      // The first 20 warm SQLite's page cache.
      if (i < 20) continue;
      overview.push(took);
      rankings.push(rankingsTook);
      bestValue.push(valueTook);
    }
    console.log(`suburb overview data (trend, medians, 5 nearby, 20 schools): ${stats(overview)}`);
    console.log(`a state's rankings (stored, 2 × 20 suburbs):                 ${stats(rankings)}`);
    console.log(`best value, a state (3-bed houses ≤ $900k within 20 km):     ${stats(bestValue)}`);
  } finally {
    sqlite.close();
  }
}
