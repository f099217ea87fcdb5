import { describe, expect, it } from "vitest";
import { MAX_PLACE_MENTIONS, placeMentionsIn } from "@/lib/blog/place-mentions";

describe("places a post names", () => {
  it("finds suburb names followed by a state code, once each", () => {
    expect(
      placeMentionsIn(
        "Parramatta NSW is busy. Brunswick VIC has trams; so does Brunswick VIC. Fremantle, WA is by the sea.",
      ),
    ).toEqual([
      { name: "Parramatta", stateCode: "NSW" },
      { name: "Brunswick", stateCode: "VIC" },
      { name: "Fremantle", stateCode: "WA" },
    ]);
  });

  it("ignores state codes that follow no name, and words that start sentences", () => {
    expect(placeMentionsIn("In NSW and VIC the rules differ; buyers in nsw pay duty.")).toEqual([]);
    expect(placeMentionsIn("In Parramatta NSW, units sell fast.")).toEqual([{ name: "Parramatta", stateCode: "NSW" }]);
  });

  it(`stops at ${MAX_PLACE_MENTIONS}`, () => {
    const text = Array.from({ length: 10 }, (_, i) => `Town${String.fromCharCode(97 + i)} QLD`).join(", ");
    expect(placeMentionsIn(text)).toHaveLength(MAX_PLACE_MENTIONS);
  });
});
