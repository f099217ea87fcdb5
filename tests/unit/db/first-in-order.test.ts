import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstInOrder } from "@/lib/db/queries/first-in-order";

describe("firstInOrder", () => {
  it("equals a full stable sort cut to the count, ties and all", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ key: fc.integer({ min: 0, max: 20 }), seq: fc.nat() }), { maxLength: 400 }), fc.integer({ min: -1, max: 450 }), (items, count) => {
        const compare = (a: { key: number }, b: { key: number }) => a.key - b.key;
        expect(firstInOrder(items, compare, count)).toEqual([...items].sort(compare).slice(0, Math.max(0, count)));
      }),
      { numRuns: 500 },
    );
  });

  it("keeps only the buffer when the count is small next to the items", () => {
    const items = Array.from({ length: 10_000 }, (_, i) => (i * 7919) % 10_000);
    expect(firstInOrder(items, (a, b) => a - b, 3)).toEqual([0, 1, 2]);
  });
});
