import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CBDS } from "@/lib/locations/cbd";
import {
  bestValue,
  cbdDistanceKm,
  MIN_SALES_FOR_VALUE,
  MIN_SALES_TO_RANK,
  rankFastestSelling,
  rankMostViewed,
  type BestValueCandidate,
  type RankedSuburb,
  type SuburbRankingFigures,
} from "@/lib/locations/market-rankings";
import { STATE_CODES } from "@/lib/locations/states";

const PLACES = [0, 1, 2, 10, 11, 12];

/** Suburbs with unique ids, each in the country (0), one state (1–2) and one region (10–12). */
const suburbs = fc
  .uniqueArray(
    fc.record({
      suburbId: fc.integer({ min: 1, max: 500 }),
      state: fc.constantFrom(1, 2),
      region: fc.constantFrom(10, 11, 12),
      views: fc.integer({ min: 0, max: 40 }),
      sales: fc.integer({ min: 0, max: 12 }),
      medianDaysOnMarket: fc.option(fc.integer({ min: 0, max: 90 }), { freq: 5 }),
    }),
    { selector: (s) => s.suburbId, maxLength: 60 },
  )
  .map((rows) =>
    rows.map((row): SuburbRankingFigures => ({
      suburbId: row.suburbId,
      placeIds: [0, row.state, row.region],
      views: row.views,
      sales: row.sales,
      medianDaysOnMarket: row.medianDaysOnMarket,
    })),
  );

/**
 * The oracle: for one place, pick the best remaining suburb again and again (no sorting), where
 * `beats(a, b)` says a ranks above b.
 */
function pickInTurn<T>(pool: T[], beats: (a: T, b: T) => boolean, size: number): T[] {
  const left = [...pool];
  const picked: T[] = [];
  while (left.length > 0 && picked.length < size) {
    const best = left.find((a) => left.every((b) => a === b || beats(a, b)))!;
    picked.push(best);
    left.splice(left.indexOf(best), 1);
  }
  return picked;
}

const asRanked = (list: RankedSuburb[] | undefined) => list ?? [];

describe("market rankings", () => {
  it("most viewed: per place, the suburbs with views, most first (ties: lower id), at most `size`", () => {
    fc.assert(
      fc.property(suburbs, fc.integer({ min: 1, max: 25 }), (rows, size) => {
        const ranked = rankMostViewed(rows, size);
        for (const place of PLACES) {
          const pool = rows.filter((s) => s.placeIds.includes(place) && s.views > 0);
          const expected = pickInTurn(
            pool,
            (a, b) => a.views > b.views || (a.views === b.views && a.suburbId < b.suburbId),
            size,
          );
          expect(asRanked(ranked.get(place))).toEqual(
            expected.map((s, i) => ({ rank: i + 1, suburbId: s.suburbId, value: s.views, sample: s.views })),
          );
        }
      }),
    );
  });

  it("fastest-selling: fewest median days first among suburbs with enough sales (ties: more sales, then lower id)", () => {
    fc.assert(
      fc.property(suburbs, fc.integer({ min: 1, max: 25 }), (rows, size) => {
        const ranked = rankFastestSelling(rows, size);
        for (const place of PLACES) {
          const pool = rows.filter(
            (s) => s.placeIds.includes(place) && s.sales >= MIN_SALES_TO_RANK && s.medianDaysOnMarket !== null,
          );
          const expected = pickInTurn(
            pool,
            (a, b) =>
              a.medianDaysOnMarket! < b.medianDaysOnMarket! ||
              (a.medianDaysOnMarket === b.medianDaysOnMarket &&
                (a.sales > b.sales || (a.sales === b.sales && a.suburbId < b.suburbId))),
            size,
          );
          expect(asRanked(ranked.get(place))).toEqual(
            expected.map((s, i) => ({
              rank: i + 1,
              suburbId: s.suburbId,
              value: s.medianDaysOnMarket,
              sample: s.sales,
            })),
          );
        }
      }),
    );
  });

  it("a suburb with too few sales or no views is never ranked, however good its figure", () => {
    const rows: SuburbRankingFigures[] = [
      { suburbId: 1, placeIds: [0], views: 0, sales: MIN_SALES_TO_RANK - 1, medianDaysOnMarket: 1 },
      { suburbId: 2, placeIds: [0], views: 3, sales: MIN_SALES_TO_RANK, medianDaysOnMarket: 40 },
    ];
    expect(
      rankMostViewed(rows)
        .get(0)
        ?.map((s) => s.suburbId),
    ).toEqual([2]);
    expect(
      rankFastestSelling(rows)
        .get(0)
        ?.map((s) => s.suburbId),
    ).toEqual([2]);
  });

  const candidates = fc.uniqueArray(
    fc.record({
      suburbId: fc.integer({ min: 1, max: 500 }),
      stateCode: fc.constantFrom(...STATE_CODES),
      // Within about 0.5° (≈ 55 km) of the state's CBD, so distance limits cut both ways.
      dLat: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
      dLng: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
      medianPrice: fc.option(
        fc.integer({ min: 200, max: 2_000 }).map((k) => k * 1000),
        { freq: 6 },
      ),
      sales: fc.integer({ min: 0, max: 10 }),
    }),
    { selector: (c) => c.suburbId, maxLength: 60 },
  );
  const toCandidate = (c: {
    suburbId: number;
    stateCode: BestValueCandidate["stateCode"];
    dLat: number;
    dLng: number;
    medianPrice: number | null;
    sales: number;
  }): BestValueCandidate => ({
    suburbId: c.suburbId,
    stateCode: c.stateCode,
    latitude: CBDS[c.stateCode].latitude + c.dLat,
    longitude: CBDS[c.stateCode].longitude + c.dLng,
    medianPrice: c.medianPrice,
    sales: c.sales,
  });

  it("best value: every suburb within budget and distance on enough sales, closest to the CBD first", () => {
    fc.assert(
      fc.property(
        candidates,
        fc.integer({ min: 200, max: 2_000 }).map((k) => k * 1000),
        fc.option(fc.integer({ min: 1, max: 80 }), { nil: undefined }),
        fc.integer({ min: 1, max: 25 }),
        (raw, maxPrice, maxKm, size) => {
          const pool = raw
            .map(toCandidate)
            .filter(
              (c) =>
                c.medianPrice !== null &&
                c.medianPrice <= maxPrice &&
                c.sales >= MIN_SALES_FOR_VALUE &&
                (maxKm === undefined || cbdDistanceKm(c) <= maxKm),
            );
          const expected = pickInTurn(
            pool,
            (a, b) => {
              const da = cbdDistanceKm(a);
              const db = cbdDistanceKm(b);
              return (
                da < db ||
                (da === db &&
                  (a.medianPrice! < b.medianPrice! || (a.medianPrice === b.medianPrice && a.suburbId < b.suburbId)))
              );
            },
            size,
          );
          const answer = bestValue(raw.map(toCandidate), { maxPrice, maxKm }, size);
          expect(answer.map((s) => s.suburbId)).toEqual(expected.map((s) => s.suburbId));
          answer.forEach((s, i) => {
            expect(s.rank).toBe(i + 1);
            expect(s.distanceKm).toBe(cbdDistanceKm(s));
          });
        },
      ),
    );
  });

  it("distance to the CBD is the suburb's own state capital's", () => {
    // Melbourne's CBD to St Kilda (about 6 km), and the same point measured from Sydney's.
    expect(cbdDistanceKm({ stateCode: "VIC", latitude: -37.8676, longitude: 144.9801 })).toBeCloseTo(6.2, 0);
    expect(cbdDistanceKm({ stateCode: "NSW", latitude: -37.8676, longitude: 144.9801 })).toBeGreaterThan(700);
  });
});
