// The market figures' upkeep on real SQL (node:sqlite with the real migrations, D1's limits): the
// listing triggers keep a sale's first asking price and mark the suburb stale, the scheduled
// refresh recomputes it, and the service reads 24 months from the stored figures.
import { beforeEach, describe, expect, it } from "vitest";
import type { DatabaseSync } from "node:sqlite";
import { applyD1Limits, applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { monthOf } from "@/lib/locations/market-figures";
import { createServiceContext } from "@/lib/services/context";
import { getMarketTrend, getStreetMarket, refreshStaleMarkets } from "@/lib/services/locations/market";
import type { Location } from "@/lib/services/locations/location";

const NOW = Date.UTC(2026, 10, 20, 3);
const DAY = 86_400_000;
const SUBURB = 5_713_470;

let sqlite: DatabaseSync;

function insertListing(id: number, status: string, price: number | null, listedAt: number) {
  sqlite
    .prepare(
      `INSERT INTO listings (id, status_type, property_type, tier_type, title, description, suburb_id, state_code,
        postcode, street_name, latitude, longitude, price, price_text, price_long_text, bedrooms, bathrooms, car_spaces,
        listed_at, photo_count, art_seed, agent_id, office_id)
       VALUES (?, ?, 7, 'standard', 't', 'd', ?, 'VIC', '3000', 'Collins Street', -37.81, 144.96, ?, 'x', 'x', 3, 1, 1, ?, 1, 1, 1, 1)`,
    )
    .run(id, status, SUBURB, price, listedAt);
}

const stale = () =>
  sqlite
    .prepare("SELECT suburb_id FROM location_market_stale")
    .all()
    .map((row) => row.suburb_id);
const firstPrice = (id: number) =>
  sqlite.prepare("SELECT price FROM listing_first_prices WHERE listing_id = ?").get(id)?.price;

const suburb = { id: SUBURB, type: "suburb" } as Location;
const street = { id: 9, type: "street", name: "Collins Street", hierarchyIds: [1, 2, 3, SUBURB] } as Location;

beforeEach(() => {
  sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  applyD1Limits(sqlite);
});

describe("market figures upkeep", () => {
  it("keeps the first asking price, marks the suburb when a home sells, and the refresh recomputes it", async () => {
    const ctx = createServiceContext(nodeSqliteDatabase(sqlite), NOW);
    insertListing(1, "buy", 900_000, NOW - 40 * DAY);
    expect(firstPrice(1)).toBe(900_000);
    sqlite.prepare("UPDATE listings SET price = 850000 WHERE id = 1").run();
    expect(firstPrice(1)).toBe(900_000);
    expect(stale()).toEqual([]);

    sqlite.prepare("UPDATE listings SET status_type = 'sold', price = 820000, sold_at = ? WHERE id = 1").run(NOW - DAY);
    insertListing(2, "leased", 650, NOW - 20 * DAY);
    sqlite.prepare("UPDATE listings SET leased_at = ? WHERE id = 2").run(NOW - 2 * DAY);
    expect(stale()).toEqual([SUBURB]);

    expect(await refreshStaleMarkets(ctx)).toBe(1);
    expect(stale()).toEqual([]);
    expect(await refreshStaleMarkets(ctx)).toBe(0);

    const trend = await getMarketTrend(ctx, suburb);
    expect(trend).toHaveLength(24);
    expect(trend.at(-1)).toEqual({
      month: monthOf(NOW),
      sold: 1,
      leased: 1,
      medianSoldPrice: 820_000,
      medianRent: 650,
      medianDaysOnMarket: 39,
      soldBelowAskingShare: 1,
    });
    expect(trend.slice(0, -1).every((month) => month.sold === 0 && month.medianSoldPrice === null)).toBe(true);
    // The street's figures are refreshed with its suburb's.
    expect(await getStreetMarket(ctx, street)).toEqual([
      { status: "leased", listings: 1, medianPrice: 650 },
      { status: "sold", listings: 1, medianPrice: 820_000 },
    ]);

    // A sale withdrawn: the suburb is marked again and its month empties on the next refresh.
    sqlite.prepare("DELETE FROM listings WHERE id = 1").run();
    expect(stale()).toEqual([SUBURB]);
    await refreshStaleMarkets(ctx);
    expect((await getMarketTrend(createServiceContext(nodeSqliteDatabase(sqlite), NOW), suburb)).at(-1)).toMatchObject({
      sold: 0,
      leased: 1,
      medianSoldPrice: null,
    });
    expect(await getStreetMarket(createServiceContext(nodeSqliteDatabase(sqlite), NOW), street)).toEqual([
      { status: "leased", listings: 1, medianPrice: 650 },
    ]);
  });

  it("reads no trend for places other than suburbs", async () => {
    const ctx = createServiceContext(nodeSqliteDatabase(sqlite), NOW);
    expect(await getMarketTrend(ctx, { id: 7, type: "state" } as Location)).toEqual([]);
    expect(await getStreetMarket(ctx, { ...suburb, hierarchyIds: [1] } as Location)).toEqual([]);
  });
});
