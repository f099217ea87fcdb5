import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localPros, PRO_MIN_RATING, PRO_MIN_RATINGS, type FactorTally } from "@/lib/locations/local-pros";

const LABELS = ["Safety", "Family friendliness", "Community spirit", "Transport", "Access to schools"];

/** Tallies built from individual star ratings (1–5) per factor, as locals would give them. */
const starsPerFactor = fc.array(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 12 }), {
  minLength: LABELS.length,
  maxLength: LABELS.length,
});

function talliesOf(stars: number[][]): FactorTally[] {
  return stars.map((given, i) => ({
    key: `factor${i}`,
    label: LABELS[i]!,
    ratings: given.length,
    stars: given.reduce((a, b) => a + b, 0),
  }));
}

describe("what locals like", () => {
  it("a factor is a pro exactly when enough locals rated it and their average reaches the bar, best first", () => {
    fc.assert(
      fc.property(starsPerFactor, (stars) => {
        const pros = localPros(talliesOf(stars));
        const expected = stars
          .map((given, i) => ({
            i,
            given,
            average: given.length ? given.reduce((a, b) => a + b, 0) / given.length : 0,
          }))
          .filter(({ given, average }) => given.length >= PRO_MIN_RATINGS && average >= PRO_MIN_RATING);
        expect(pros.map((pro) => pro.key).sort()).toEqual(expected.map(({ i }) => `factor${i}`).sort());
        for (const pro of pros) {
          const given = stars[Number(pro.key.slice(6))]!;
          expect(pro.ratings).toBe(given.length);
          expect(Math.abs(pro.rating - given.reduce((a, b) => a + b, 0) / given.length)).toBeLessThanOrEqual(0.05);
        }
        for (let i = 1; i < pros.length; i++) expect(pros[i - 1]!.rating).toBeGreaterThanOrEqual(pros[i]!.rating);
      }),
    );
  });

  it("one enthusiastic local is not a pro; an average just under the bar is not, even when it rounds up", () => {
    const tally = (ratings: number, stars: number): FactorTally => ({ key: "safety", label: "Safety", ratings, stars });
    expect(localPros([tally(PRO_MIN_RATINGS - 1, 5 * (PRO_MIN_RATINGS - 1))])).toEqual([]);
    // 99 of 25 ratings: 3.96, shown as 4.0 but under the bar.
    expect(localPros([tally(25, 99)])).toEqual([]);
    expect(localPros([tally(25, 100)])).toEqual([{ key: "safety", label: "Safety", rating: 4, ratings: 25 }]);
  });
});
