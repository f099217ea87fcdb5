/**
 * Listing views per suburb and day for the last 30 days, and the market rankings computed from
 * them and the market figures with the same pure rules the scheduled Worker uses
 * (lib/locations/market-rankings.ts), so the rankings pages have content from the first start.
 * Views follow a suburb's current listings (more homes, more looking) with daily noise; real
 * views then add up through the tracking trigger.
 */
import { createRandom, seedOf } from "@/lib/media/prng";
import {
  COUNTRY_PLACE_ID,
  rankFastestSelling,
  rankMostViewed,
  VIEW_DAYS,
  type RankedSuburb,
} from "@/lib/locations/market-rankings";
import { ALL } from "@/lib/locations/market-figures";
import { SEED } from "./config";
import type { SeedWriter } from "./writer";

const DAY_MS = 86_400_000;
/** Views of one listing a day, on average. */
const VIEWS_PER_LISTING_DAY = 3;

/**
 * `computedAt` is when the seed ran, not its reference day: rankings stamped at the reference
 * midnight would look hours old, and the scheduled Worker would recompute them from the first
 * minute, before any real views.
 */
export function writeMarketRankings(writer: SeedWriter, referenceMs: number, computedAt = Date.now()): void {
  const suburbs = writer.select<{
    id: number;
    state_id: number | null;
    region_id: number | null;
    listing_count: number;
  }>("SELECT id, state_id, region_id, listing_count FROM locations WHERE type = 'suburb'");
  const today = Math.floor((referenceMs + 36_000_000) / DAY_MS);
  const viewsOf = new Map<number, number>();
  writer.transaction(() => {
    const view = writer.inserter("location_view_days", [
      ["suburb_id", "suburbId"],
      ["day", "day"],
      ["views", "views"],
    ] as const);
    for (const suburb of suburbs) {
      if (suburb.listing_count === 0) continue;
      const rng = createRandom(seedOf(SEED, suburb.id, 34));
      let total = 0;
      for (let day = today - (VIEW_DAYS - 1); day <= today; day++) {
        const views = Math.max(
          0,
          Math.round(suburb.listing_count * VIEWS_PER_LISTING_DAY * Math.exp(0.5 * rng.gauss())),
        );
        if (views === 0) continue;
        view({ suburbId: suburb.id, day, views });
        total += views;
      }
      viewsOf.set(suburb.id, total);
    }
  });
  const sales = new Map(
    writer
      .select<{ suburb_id: number; listings: number; median_days_on_market: number | null }>(
        `SELECT suburb_id, listings, median_days_on_market FROM location_market_medians
         WHERE status_type = 'sold' AND property_type = ${ALL} AND bedrooms = ${ALL}`,
      )
      .map((row) => [row.suburb_id, row]),
  );
  const figures = suburbs.map((suburb) => ({
    suburbId: suburb.id,
    placeIds: [COUNTRY_PLACE_ID, suburb.state_id, suburb.region_id].filter((id): id is number => id != null),
    views: viewsOf.get(suburb.id) ?? 0,
    sales: sales.get(suburb.id)?.listings ?? 0,
    medianDaysOnMarket: sales.get(suburb.id)?.median_days_on_market ?? null,
  }));
  writer.transaction(() => {
    const ranking = writer.inserter("location_market_rankings", [
      ["place_id", "placeId"],
      ["ranking", "ranking"],
      ["rank", "rank"],
      ["suburb_id", "suburbId"],
      ["value", "value"],
      ["sample", "sample"],
      ["computed_at", "computedAt"],
    ] as const);
    const write = (key: "most-viewed" | "fastest-selling", byPlace: Map<number, RankedSuburb[]>) => {
      for (const [placeId, ranked] of byPlace)
        for (const entry of ranked) ranking({ placeId, ranking: key, ...entry, computedAt });
    };
    write("most-viewed", rankMostViewed(figures));
    write("fastest-selling", rankFastestSelling(figures));
  });
}
