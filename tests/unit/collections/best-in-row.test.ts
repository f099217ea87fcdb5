// The compare view's highlight: in a row with an order, exactly the cells holding the best figure
// (the lowest price, the most rooms); nothing in a row with no order, nothing where only one home
// has a figure or every figure is the same. Checked against an oracle written the plain way and
// for every input (property tests).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bestInRow, type Better } from "@/lib/collections/best-in-row";

const figures = fc.array(fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }), { minLength: 2, maxLength: 4 });
const better = fc.constantFrom<Better>("lower", "higher");
/** Whether a beats b in this row's order. */
const beats = (a: number, b: number, order: Better) => (order === "lower" ? a < b : a > b);

describe("bestInRow", () => {
  it("highlights the lowest price and the most bedrooms, ties included", () => {
    expect(bestInRow([900_000, 750_000, 1_200_000], "lower")).toEqual([false, true, false]);
    expect(bestInRow([3, 4, 4], "higher")).toEqual([false, true, true]);
    expect(bestInRow([null, 2, 1], "higher")).toEqual([false, true, false]);
  });

  it("highlights nothing in a row with no order, with one figure, or with no worse figure", () => {
    expect(bestInRow([1, 2, 3], undefined)).toEqual([false, false, false]);
    expect(bestInRow([500, null, null], "higher")).toEqual([false, false, false]);
    expect(bestInRow([3, 3, null], "higher")).toEqual([false, false, false]);
    expect(bestInRow([null, null], "lower")).toEqual([false, false]);
  });

  it("marks exactly the cells no other figure beats, when some figure is beaten (property)", () => {
    fc.assert(
      fc.property(figures, better, (row, order) => {
        const known = row.filter((f): f is number => f !== null);
        const beaten = known.some((f) => known.some((g) => beats(g, f, order)));
        const expected = row.map((f) => beaten && f !== null && !known.some((g) => beats(g, f, order)));
        expect(bestInRow(row, order)).toEqual(expected);
      }),
    );
  });

  it("says the same of each home whatever order the homes are in (property)", () => {
    fc.assert(
      fc.property(
        figures.chain((row) =>
          fc.tuple(
            fc.constant(row),
            fc.shuffledSubarray(
              row.map((_, i) => i),
              { minLength: row.length },
            ),
          ),
        ),
        better,
        ([row, order], direction) => {
          const marks = bestInRow(row, direction);
          const shuffled = bestInRow(
            order.map((i) => row[i] ?? null),
            direction,
          );
          expect(shuffled).toEqual(order.map((i) => marks[i]));
        },
      ),
    );
  });

  it("never highlights every home, nor a home without a figure, nor anything without an order (property)", () => {
    fc.assert(
      fc.property(figures, fc.option(better, { nil: undefined }), (row, order) => {
        const marks = bestInRow(row, order);
        expect(marks).toHaveLength(row.length);
        if (order === undefined) expect(marks.every((m) => !m)).toBe(true);
        expect(marks.every(Boolean)).toBe(false);
        row.forEach((figure, i) => {
          if (figure === null) expect(marks[i]).toBe(false);
        });
      }),
    );
  });
});
