import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { contrastRatio, readableTextColour } from "@/lib/ui/contrast";

describe("brand colour contrast", () => {
  it("matches the WCAG ratio for black on white", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
  });

  it("keeps a preferred colour that reads well and replaces one that does not", () => {
    expect(readableTextColour("#0b6e69", "#ffffff")).toBe("#ffffff");
    expect(readableTextColour("#ffd400", "#ffffff")).toBe("#000000");
  });

  it("always reaches AA (4.5:1) for normal text on any brand colour", () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);
    fc.assert(
      fc.property(hex, hex, (bg, preferred) => contrastRatio(bg, readableTextColour(bg, preferred)) >= 4.5),
      { numRuns: 1000 },
    );
  });
});
