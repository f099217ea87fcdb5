import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { tabIndexAfterKey } from "@/lib/ui/roving-tabs";

describe("tabIndexAfterKey", () => {
  it("moves right and left, wrapping at the ends", () => {
    expect(tabIndexAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexAfterKey("ArrowLeft", 1, 3)).toBe(0);
    expect(tabIndexAfterKey("ArrowLeft", 0, 3)).toBe(2);
  });

  it("Home and End go to the first and last tab", () => {
    expect(tabIndexAfterKey("Home", 2, 3)).toBe(0);
    expect(tabIndexAfterKey("End", 0, 3)).toBe(2);
  });

  it("leaves other keys to the browser", () => {
    for (const key of ["Tab", "Enter", " ", "ArrowDown", "ArrowUp", "b"])
      expect(tabIndexAfterKey(key, 1, 3)).toBeNull();
    expect(tabIndexAfterKey("ArrowRight", 0, 0)).toBeNull();
  });

  it("Right then Left returns to the same tab, always within range", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 }))),
        ([count, current]) => {
          const right = tabIndexAfterKey("ArrowRight", current, count)!;
          expect(right).toBeGreaterThanOrEqual(0);
          expect(right).toBeLessThan(count);
          expect(tabIndexAfterKey("ArrowLeft", right, count)).toBe(current);
        },
      ),
    );
  });
});
