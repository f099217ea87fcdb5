// Rankings by reviews: checked against an oracle written the plain way (per place, the regional
// mean over every rating, the Bayesian average, only places past the minimum), and the properties
// that make them trustworthy: thin evidence is pulled toward the mean, the input order never
// matters, and nobody under the minimum is ranked.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  bayesianAverage,
  MIN_REVIEWS_TO_RANK,
  PRIOR_WEIGHT,
  RANKINGS,
  rankPlaces,
  rankingBySlug,
  rankingTitle,
  topRatedPath,
  type PlaceTally,
  type RankingKey,
} from "@/lib/community/rankings";
import { REVIEW_FACTORS } from "@/lib/community/review-factors";

const tally = fc
  .integer({ min: 0, max: 40 })
  .chain((count) => fc.record({ count: fc.constant(count), sum: fc.integer({ min: count, max: count * 5 }) }));
const place = (id: number) =>
  fc
    .record({
      id: fc.constant(id),
      overall: tally,
      factors: fc.record(
        Object.fromEntries(REVIEW_FACTORS.map(({ key }) => [key, tally])) as Record<string, typeof tally>,
      ),
    })
    .map((p) => ({ ...p, reviewCount: p.overall.count }) as PlaceTally);
const places = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 30 })
  .chain((ids) => fc.tuple(...ids.map(place)));
const key = fc.constantFrom(...RANKINGS.map((ranking) => ranking.key)) as fc.Arbitrary<RankingKey>;

/** The oracle: the formula written out, place by place. */
function oracle(all: readonly PlaceTally[], k: RankingKey) {
  const of = (p: PlaceTally) => (k === "overall" ? p.overall : p.factors[k]);
  let sum = 0;
  let count = 0;
  for (const p of all) {
    sum += of(p).sum;
    count += of(p).count;
  }
  const mean = count === 0 ? 3 : sum / count;
  const rows = [];
  for (const p of all) {
    const t = of(p);
    if (t.count < MIN_REVIEWS_TO_RANK) continue;
    rows.push({ id: p.id, count: t.count, score: (PRIOR_WEIGHT * mean + t.sum) / (PRIOR_WEIGHT + t.count) });
  }
  rows.sort((a, b) =>
    a.score !== b.score ? b.score - a.score : a.count !== b.count ? b.count - a.count : a.id - b.id,
  );
  return { mean, rows };
}

describe("rankPlaces", () => {
  it("matches the oracle: same places, same order, same scores, ranks 1, 2, 3…", () => {
    fc.assert(
      fc.property(places, key, (all, k) => {
        const result = rankPlaces(all, k, { take: 1_000 });
        const expected = oracle(all, k);
        expect(result.mean).toBeCloseTo(expected.mean, 10);
        expect(result.ranked.map((r) => r.id)).toEqual(expected.rows.map((r) => r.id));
        result.ranked.forEach((r, i) => {
          expect(r.rank).toBe(i + 1);
          expect(r.score).toBeCloseTo(expected.rows[i]!.score, 10);
          expect(r.ratings).toBeGreaterThanOrEqual(MIN_REVIEWS_TO_RANK);
        });
      }),
    );
  });

  it("pulls every score from the place's own average toward the regional mean", () => {
    fc.assert(
      fc.property(places, key, (all, k) => {
        const { ranked, mean } = rankPlaces(all, k, { take: 1_000 });
        for (const r of ranked) {
          expect(r.score).toBeGreaterThanOrEqual(Math.min(r.average, mean) - 1e-9);
          expect(r.score).toBeLessThanOrEqual(Math.max(r.average, mean) + 1e-9);
        }
      }),
    );
  });

  it("does not depend on the order the places come in", () => {
    fc.assert(
      fc.property(
        places.chain((all) => fc.tuple(fc.constant(all), fc.shuffledSubarray(all, { minLength: all.length }))),
        key,
        ([all, shuffled], k) => {
          expect(rankPlaces(shuffled, k)).toEqual(rankPlaces(all, k));
        },
      ),
    );
  });

  it("ranks fifty reviews averaging 4.8 above five perfect ones, and never two perfect ones", () => {
    const none = Object.fromEntries(
      REVIEW_FACTORS.map(({ key: f }) => [f, { sum: 0, count: 0 }]),
    ) as PlaceTally["factors"];
    const at = (id: number, count: number, sum: number): PlaceTally => ({
      id,
      reviewCount: count,
      overall: { count, sum },
      factors: none,
    });
    const region = [
      at(1, 2, 10),
      at(2, 5, 25),
      at(3, 50, 240),
      ...Array.from({ length: 20 }, (_, i) => at(10 + i, 10, 30)),
    ];
    const { ranked, unranked } = rankPlaces(region, "overall");
    expect(ranked.slice(0, 2).map((r) => r.id)).toEqual([3, 2]);
    expect(ranked.some((r) => r.id === 1)).toBe(false);
    expect(unranked).toBe(1);
    expect(bayesianAverage({ sum: 0, count: 0 }, 3.7)).toBe(3.7);
  });
});

describe("ranking addresses", () => {
  it("has one address per ranking, and reads each back", () => {
    for (const ranking of RANKINGS) {
      expect(rankingBySlug(ranking.slug)).toBe(ranking);
      expect(topRatedPath("sydney-nsw", ranking)).toBe(
        ranking.slug ? `/locations/top-rated/sydney-nsw/${ranking.slug}` : "/locations/top-rated/sydney-nsw",
      );
    }
  });

  it("gives streets their own addresses and titles beside the suburbs'", () => {
    const safest = rankingBySlug("safest")!;
    expect(topRatedPath("vic", RANKINGS[0], "street")).toBe("/locations/top-rated/vic/streets");
    expect(topRatedPath("vic", safest, "street")).toBe("/locations/top-rated/vic/streets/safest");
    expect(topRatedPath("vic", safest)).toBe("/locations/top-rated/vic/safest");
    expect(RANKINGS.map((ranking) => rankingTitle(ranking, "street"))).toEqual([
      "Top rated streets",
      "Safest streets",
      "Most family-friendly streets",
      "Streets with the best community spirit",
      "Streets with the best transport",
      "Streets with the best access to schools",
    ]);
    expect(rankingTitle(safest)).toBe("Safest suburbs");
  });
});
