// Market rankings on real SQL (node:sqlite with the real migrations and D1's limits): the
// tracking trigger counts a suburb's listing views per day, the hourly refresh stores each place's
// rankings as the pure rules rank them, and best value answers from the stored 12-month medians.
import { beforeEach, describe, expect, it } from "vitest";
import type { DatabaseSync } from "node:sqlite";
import { applyD1Limits, applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { CBDS } from "@/lib/locations/cbd";
import { bestValue, MIN_SALES_TO_RANK, rankFastestSelling, rankMostViewed } from "@/lib/locations/market-rankings";
import { createServiceContext } from "@/lib/services/context";
import {
  findRankedPlace,
  getBestValue,
  getMarketRankings,
  MARKET_RANKINGS_MAX_AGE_MS,
  refreshMarketRankings,
  viewDayOf,
} from "@/lib/services/locations/market-rankings";

const NOW = Date.UTC(2026, 10, 20, 3);
const DAY = 86_400_000;
const VIC = 1;
const NSW = 2;
const INNER = 10;
const OUTER = 11;
const SYDNEY = 20;

let sqlite: DatabaseSync;

function insertPlace(
  id: number,
  type: string,
  stateCode: string,
  ids: { state?: number; region?: number },
  at = CBDS.VIC,
) {
  sqlite
    .prepare(
      `INSERT INTO locations (id, type, name, search_name, slug, unique_uri, state_code, latitude, longitude, state_id, region_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      type,
      `Place ${id}`,
      `place ${id}`,
      `place-${id}`,
      `/x/${id}`,
      stateCode,
      at.latitude,
      at.longitude,
      ids.state ?? null,
      ids.region ?? null,
    );
}

/** A suburb `km` km north of its capital's CBD (1° of latitude ≈ 111.2 km). */
function insertSuburb(id: number, stateCode: "VIC" | "NSW", state: number, region: number, km: number) {
  const cbd = CBDS[stateCode];
  insertPlace(id, "suburb", stateCode, { state, region }, { ...cbd, latitude: cbd.latitude + km / 111.195 });
}

function insertMedian(
  suburbId: number,
  propertyType: number,
  bedrooms: number,
  listings: number,
  price: number,
  days: number,
) {
  sqlite
    .prepare(
      `INSERT INTO location_market_medians (suburb_id, status_type, property_type, bedrooms, listings, median_price, median_days_on_market)
       VALUES (?, 'sold', ?, ?, ?, ?, ?)`,
    )
    .run(suburbId, propertyType, bedrooms, listings, price, days);
}

function insertListing(id: number, suburbId: number) {
  sqlite
    .prepare(
      `INSERT INTO listings (id, status_type, property_type, tier_type, title, description, suburb_id, state_code,
        postcode, street_name, latitude, longitude, price, price_text, price_long_text, bedrooms, bathrooms, car_spaces,
        listed_at, photo_count, art_seed, agent_id, office_id)
       VALUES (?, 'buy', 7, 'standard', 't', 'd', ?, 'VIC', '3000', 'Collins Street', -37.81, 144.96, 1, 'x', 'x', 3, 1, 1, 0, 1, 1, 1, 1)`,
    )
    .run(id, suburbId);
}

const view = (listingId: number, at: number, kind = "listing") =>
  sqlite.prepare("INSERT INTO tracking_events (kind, at, listing_id) VALUES (?, ?, ?)").run(kind, at, listingId);

const viewDays = () =>
  sqlite.prepare("SELECT suburb_id, day, views FROM location_view_days ORDER BY suburb_id, day").all();

beforeEach(() => {
  sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  applyD1Limits(sqlite);
  insertPlace(VIC, "state", "VIC", {});
  insertPlace(NSW, "state", "NSW", {});
  insertPlace(INNER, "region", "VIC", { state: VIC });
  insertPlace(OUTER, "region", "VIC", { state: VIC });
  insertPlace(SYDNEY, "region", "NSW", { state: NSW });
  // Suburbs 101–106 in Victoria, 201–203 in New South Wales, at growing distances from the CBD.
  [101, 102, 103].forEach((id, i) => insertSuburb(id, "VIC", VIC, INNER, 3 + i * 4));
  [104, 105, 106].forEach((id, i) => insertSuburb(id, "VIC", VIC, OUTER, 25 + i * 10));
  [201, 202, 203].forEach((id, i) => insertSuburb(id, "NSW", NSW, SYDNEY, 5 + i * 10));
});

describe("listing views per suburb", () => {
  it("a listing view counts for its suburb on its day (UTC+10); agent views and unknown listings do not", () => {
    insertListing(1, 101);
    insertListing(2, 102);
    view(1, NOW);
    view(1, NOW + 60_000);
    view(2, NOW);
    view(1, NOW - DAY);
    view(1, NOW, "agent");
    view(999, NOW);
    expect(viewDays()).toEqual([
      { suburb_id: 101, day: viewDayOf(NOW - DAY), views: 1 },
      { suburb_id: 101, day: viewDayOf(NOW), views: 2 },
      { suburb_id: 102, day: viewDayOf(NOW), views: 1 },
    ]);
    // 14:00 UTC is already the next day in eastern Australia.
    expect(viewDayOf(Date.UTC(2026, 10, 20, 14))).toBe(viewDayOf(Date.UTC(2026, 10, 21, 1)));
  });
});

describe("market rankings", () => {
  it("stores each place's rankings as the pure rules rank them, then waits an hour; old views are dropped", async () => {
    const ctx = createServiceContext(nodeSqliteDatabase(sqlite), NOW);
    const views: Record<number, number> = { 101: 3, 102: 5, 104: 5, 201: 2, 203: 9 };
    let listingId = 0;
    for (const [suburbId, count] of Object.entries(views)) {
      insertListing(++listingId, Number(suburbId));
      for (let i = 0; i < count; i++) view(listingId, NOW - i * DAY);
    }
    // A view 40 days ago is outside the window: not counted, and dropped by the refresh.
    view(1, NOW - 40 * DAY);
    const sales: Record<number, [number, number]> = {
      101: [MIN_SALES_TO_RANK, 30],
      102: [12, 20],
      103: [MIN_SALES_TO_RANK - 1, 5],
      105: [8, 20],
      202: [9, 45],
    };
    for (const [suburbId, [count, days]] of Object.entries(sales))
      insertMedian(Number(suburbId), -1, -1, count, 800_000, days);

    expect(await refreshMarketRankings(ctx)).toBeGreaterThan(0);
    const figures = [101, 102, 103, 104, 105, 106, 201, 202, 203].map((suburbId) => ({
      suburbId,
      placeIds: [0, suburbId < 200 ? VIC : NSW, suburbId < 104 ? INNER : suburbId < 200 ? OUTER : SYDNEY],
      views: views[suburbId] ?? 0,
      sales: sales[suburbId]?.[0] ?? 0,
      medianDaysOnMarket: sales[suburbId]?.[1] ?? null,
    }));
    const mostViewed = rankMostViewed(figures);
    const fastest = rankFastestSelling(figures);
    for (const placeId of [0, VIC, NSW, INNER, OUTER, SYDNEY]) {
      const found = await findRankedPlace(ctx, placeId === 0 ? undefined : `place-${placeId}`);
      if (!found.ok) throw new Error("place not found");
      const page = await getMarketRankings(ctx, found.place);
      const strip = (key: string) =>
        page.rankings
          .find((r) => r.key === key)!
          .suburbs.map(({ rank, suburbId, value, sample }) => ({ rank, suburbId, value, sample }));
      expect(strip("most-viewed")).toEqual(mostViewed.get(placeId) ?? []);
      expect(strip("fastest-selling")).toEqual(fastest.get(placeId) ?? []);
    }
    // Concretely: Australia's most viewed, and Victoria's fastest (103 has too few sales).
    expect(mostViewed.get(0)!.map((s) => s.suburbId)).toEqual([203, 102, 104, 101, 201]);
    expect(fastest.get(VIC)!.map((s) => s.suburbId)).toEqual([102, 105, 101]);
    expect(viewDays().some((row) => (row as { day: number }).day < viewDayOf(NOW) - 29)).toBe(false);

    // Fresh for an hour; then recomputed with the views since.
    insertListing(99, 106);
    for (let i = 0; i < 20; i++) view(99, NOW);
    expect(await refreshMarketRankings(ctx)).toBe(0);
    const later = createServiceContext(nodeSqliteDatabase(sqlite), NOW + MARKET_RANKINGS_MAX_AGE_MS);
    expect(await refreshMarketRankings(later)).toBeGreaterThan(0);
    const australia = await getMarketRankings(later, null);
    expect(australia.rankings[0]!.suburbs[0]).toMatchObject({ rank: 1, suburbId: 106, value: 20 });
    expect(australia.within.map((state) => state.id).sort()).toEqual([VIC, NSW]);
  });

  it("only Australia, a state or a region is ranked", async () => {
    const ctx = createServiceContext(nodeSqliteDatabase(sqlite), NOW);
    expect((await findRankedPlace(ctx, "place-101")).ok).toBe(false);
    expect((await findRankedPlace(ctx, "no-such-place")).ok).toBe(false);
    expect(await findRankedPlace(ctx, "place-1")).toMatchObject({ ok: true, place: { id: VIC } });
  });

  it("best value: the place's suburbs whose stored median fits, as the pure rule orders them", async () => {
    const ctx = createServiceContext(nodeSqliteDatabase(sqlite), NOW);
    // 3-bedroom houses (type 7): prices and sales per suburb; 104 too dear, 106 too few sales.
    const rows: [number, number, number][] = [
      [101, 1_200_000, 9],
      [102, 880_000, 6],
      [103, 650_000, 4],
      [104, 950_000, 10],
      [105, 720_000, 7],
      [106, 500_000, 2],
      [201, 890_000, 5],
      [203, 600_000, 8],
    ];
    for (const [suburbId, price, count] of rows) insertMedian(suburbId, 7, 3, count, price, 30);
    insertMedian(202, 7, 2, 10, 400_000, 30); // 2 bedrooms: not asked about

    const vic = await findRankedPlace(ctx, "place-1");
    if (!vic.ok) throw new Error("no state");
    const within20 = await getBestValue(ctx, vic.place, { type: "houses", beds: 3, max: 900_000, km: 20 });
    expect(within20.suburbs.map((s) => s.suburbId)).toEqual([102, 103]);
    const anywhere = await getBestValue(ctx, null, { type: "houses", beds: 3, max: 900_000 });
    // The oracle: the pure rule over every suburb's row, with nothing narrowed by SQL.
    const all = rows.map(([suburbId, medianPrice, sales]) => {
      const row = sqlite
        .prepare("SELECT state_code, latitude, longitude FROM locations WHERE id = ?")
        .get(suburbId) as {
        state_code: "VIC" | "NSW";
        latitude: number;
        longitude: number;
      };
      return {
        suburbId,
        stateCode: row.state_code,
        latitude: row.latitude,
        longitude: row.longitude,
        medianPrice,
        sales,
      };
    });
    expect(anywhere.suburbs.map((s) => s.suburbId)).toEqual(
      bestValue(all, { maxPrice: 900_000 }).map((s) => s.suburbId),
    );
    expect(anywhere.suburbs.map((s) => s.suburbId)).toEqual([201, 102, 103, 203, 105]);
    expect(anywhere.suburbs[0]).toMatchObject({ rank: 1, medianPrice: 890_000, distanceKm: 5, location: { id: 201 } });
  });
});
