import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALL,
  MAX_BEDROOMS,
  marketMedians,
  marketMonths,
  median,
  monthOf,
  monthsBefore,
  streetMedians,
  trendMonths,
  type MarketEvent,
} from "@/lib/locations/market-figures";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 3); // 24 Nov 2026, 13:00 in Melbourne

/** The median by selection, without sorting: the k-th smallest found by counting. */
function oracleMedian(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const kth = (k: number) =>
    values.find((v) => values.filter((w) => w < v).length <= k && values.filter((w) => w <= v).length > k)!;
  const n = values.length;
  return n % 2 === 1 ? kth((n - 1) / 2) : Math.round((kth(n / 2 - 1) + kth(n / 2)) / 2);
}

const event: fc.Arbitrary<MarketEvent> = fc
  .record({
    status: fc.constantFrom("sold" as const, "leased" as const),
    // From 30 months ago to now: some fall outside the 24-month window on purpose.
    daysAgo: fc.integer({ min: 0, max: 30 * 31 }),
    propertyType: fc.constantFrom(4, 7, 13, 14),
    bedrooms: fc.integer({ min: 0, max: 7 }),
    price: fc.option(fc.integer({ min: 100, max: 5_000_000 }), { freq: 6 }),
    listedDaysBefore: fc.integer({ min: 0, max: 200 }),
    firstAskingPrice: fc.option(fc.integer({ min: 100, max: 5_000_000 }), { freq: 3 }),
  })
  .map((raw) => {
    const at = NOW - raw.daysAgo * DAY;
    return {
      status: raw.status,
      at,
      propertyType: raw.propertyType,
      bedrooms: raw.bedrooms,
      price: raw.price,
      listedAt: at - raw.listedDaysBefore * DAY,
      firstAskingPrice: raw.firstAskingPrice,
    };
  });

describe("market figures", () => {
  it("months: yyyymm arithmetic across years, 24 months ending in this one", () => {
    expect(monthsBefore(202601, 1)).toBe(202512);
    expect(monthsBefore(202611, 23)).toBe(202412);
    expect(trendMonths(NOW)).toHaveLength(24);
    expect(trendMonths(NOW).at(0)).toBe(202412);
    expect(trendMonths(NOW).at(-1)).toBe(202611);
    // 31 Dec 2025 20:00 UTC is already 1 January in eastern Australia.
    expect(monthOf(Date.UTC(2025, 11, 31, 20))).toBe(202601);
  });

  it("median agrees with selection by counting", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000 })), (values) => {
        expect(median(values)).toBe(oracleMedian(values));
      }),
    );
  });

  it("monthly figures agree with a per-group recount of the events", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 120 }), (events) => {
        const rows = marketMonths(events, NOW);
        const window = new Set(trendMonths(NOW));
        const keys = new Set<string>();
        for (const row of rows) {
          expect(window.has(row.month)).toBe(true);
          const key = `${row.status}|${row.month}|${row.propertyType}`;
          expect(keys.has(key)).toBe(false);
          keys.add(key);
          const members = events.filter(
            (e) =>
              e.status === row.status &&
              monthOf(e.at) === row.month &&
              (row.propertyType === ALL || e.propertyType === row.propertyType),
          );
          expect(row.listings).toBe(members.length);
          expect(row.medianPrice).toBe(oracleMedian(members.flatMap((e) => (e.price === null ? [] : [e.price]))));
          expect(row.medianDaysOnMarket).toBe(oracleMedian(members.map((e) => Math.round((e.at - e.listedAt) / DAY))));
          const asked = members.filter((e) => e.status === "sold" && e.price !== null && e.firstAskingPrice !== null);
          expect(row.asked).toBe(asked.length);
          expect(row.belowAsking).toBe(asked.filter((e) => e.price! < e.firstAskingPrice!).length);
        }
        // Every event inside the window is counted once under its type and once under ALL.
        const inside = events.filter((e) => window.has(monthOf(e.at)));
        const total = (type: "all" | "typed") =>
          rows.filter((r) => (type === "all") === (r.propertyType === ALL)).reduce((sum, r) => sum + r.listings, 0);
        expect(total("all")).toBe(inside.length);
        expect(total("typed")).toBe(inside.length);
      }),
    );
  });

  it("12-month medians by property type and bedrooms (5+ together) agree with a recount", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 120 }), (events) => {
        const since = monthsBefore(monthOf(NOW), 11);
        for (const row of marketMedians(events, NOW)) {
          const members = events.filter(
            (e) =>
              e.status === row.status &&
              monthOf(e.at) >= since &&
              (row.propertyType === ALL || e.propertyType === row.propertyType) &&
              (row.bedrooms === ALL || Math.min(e.bedrooms, MAX_BEDROOMS) === row.bedrooms),
          );
          expect(row.bedrooms).toBeLessThanOrEqual(MAX_BEDROOMS);
          expect(row.listings).toBe(members.length);
          expect(row.listings).toBeGreaterThan(0);
          expect(row.medianPrice).toBe(oracleMedian(members.flatMap((e) => (e.price === null ? [] : [e.price]))));
          expect(row.medianDaysOnMarket).toBe(oracleMedian(members.map((e) => Math.round((e.at - e.listedAt) / DAY))));
        }
      }),
    );
  });

  it("a sale with a withheld price counts but stays out of the median and the below-asking share", () => {
    const sold = (price: number | null, firstAskingPrice: number | null): MarketEvent => ({
      status: "sold",
      at: NOW - DAY,
      propertyType: 7,
      bedrooms: 3,
      price,
      listedAt: NOW - 31 * DAY,
      firstAskingPrice,
    });
    const [all] = marketMonths([sold(900_000, 950_000), sold(null, 800_000), sold(1_000_000, 990_000)], NOW).filter(
      (row) => row.propertyType === ALL,
    );
    expect(all).toEqual({
      status: "sold",
      month: 202611,
      propertyType: ALL,
      listings: 3,
      medianPrice: 950_000,
      medianDaysOnMarket: 30,
      asked: 2,
      belowAsking: 1,
    });
  });

  it("street medians: per street and status over two years, published prices only, agree with a recount", () => {
    const streetEvent = fc.tuple(event, fc.constantFrom("Gipps Close", "Collins Street", "Edward Avenue"));
    fc.assert(
      fc.property(fc.array(streetEvent, { maxLength: 120 }), (pairs) => {
        const events = pairs.map(([e, streetName]) => ({ ...e, streetName }));
        const window = new Set(trendMonths(NOW));
        const rows = streetMedians(events, NOW);
        const keys = new Set(rows.map((row) => `${row.status}|${row.streetName}`));
        expect(keys.size).toBe(rows.length);
        for (const row of rows) {
          const members = events.filter(
            (e) => e.status === row.status && e.streetName === row.streetName && window.has(monthOf(e.at)),
          );
          expect(row.listings).toBe(members.length);
          expect(row.listings).toBeGreaterThan(0);
          expect(row.medianPrice).toBe(oracleMedian(members.flatMap((e) => (e.price === null ? [] : [e.price]))));
        }
        // Every event inside the window is on exactly one row.
        const inside = events.filter((e) => window.has(monthOf(e.at)));
        expect(rows.reduce((sum, row) => sum + row.listings, 0)).toBe(inside.length);
      }),
    );
  });

  it("a street whose only sale was withheld has a sale and no median", () => {
    const rows = streetMedians([{ status: "sold", at: NOW - DAY, price: null, streetName: "Gipps Close" }], NOW);
    expect(rows).toEqual([{ streetName: "Gipps Close", status: "sold", listings: 1, medianPrice: null }]);
  });
});
