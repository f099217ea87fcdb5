import { describe, expect, it } from "vitest";
import { BEDROOM_OPTIONS, bedroomLabel, toggleBedroom } from "@/lib/search/bedrooms";
import { normaliseRoomCount, parseRoomCountToken, roomCountText, roomCountTokens } from "@/lib/search/room-count";

describe("bedroom options", () => {
  it("are studio (0), 1 to 4, and 5+", () => {
    expect(BEDROOM_OPTIONS).toEqual([
      { value: 0, label: "Studio" },
      { value: 1, label: "1" },
      { value: 2, label: "2" },
      { value: 3, label: "3" },
      { value: 4, label: "4" },
      { value: 5, label: "5+" },
    ]);
    expect(bedroomLabel(0)).toBe("Studio");
    expect(bedroomLabel(5)).toBe("5+");
    expect(bedroomLabel(9)).toBe("5+");
  });
});

describe("toggleBedroom", () => {
  it("toggles membership of the only list for values below 5", () => {
    const two = toggleBedroom({ only: [] }, 2);
    expect(two).toEqual({ only: [2] });
    expect(toggleBedroom(two, 0)).toEqual({ only: [0, 2] });
    expect(toggleBedroom({ only: [0, 2] }, 2)).toEqual({ only: [0] });
  });

  it("sets a minimum only for the top value, and clears it when chosen again", () => {
    expect(toggleBedroom({ only: [2] }, 5)).toEqual({ only: [2], min: 5 });
    expect(toggleBedroom({ only: [2], min: 5 }, 5)).toEqual({ only: [2] });
  });

  it("caps counts above 5 at 5 and ignores nonsense", () => {
    expect(toggleBedroom({ only: [] }, 8)).toEqual({ only: [], min: 5 });
    expect(toggleBedroom({ only: [1] }, -1)).toEqual({ only: [1] });
    expect(toggleBedroom({ only: [1] }, Number.NaN)).toEqual({ only: [1] });
  });
});

describe("room counts", () => {
  it("normalise: whole, capped, sorted, unique, implied values dropped", () => {
    expect(normaliseRoomCount({ only: [3, 1, 3, 7] })).toEqual({ only: [1, 3], min: 5 });
    expect(normaliseRoomCount({ only: [1, 3, 4], min: 3 })).toEqual({ only: [1], min: 3 });
  });

  it("write and read URL tokens", () => {
    expect(roomCountTokens({ only: [1, 2], min: 5 })).toEqual(["1", "2", "5-plus"]);
    expect(parseRoomCountToken("3")).toEqual({ only: 3 });
    expect(parseRoomCountToken("2-plus")).toEqual({ min: 2 });
    expect(parseRoomCountToken("5")).toEqual({ min: 5 });
    expect(parseRoomCountToken("12")).toEqual({ min: 5 });
    expect(parseRoomCountToken("0-plus")).toBeUndefined();
    expect(parseRoomCountToken("three")).toBeUndefined();
  });

  it("read as text", () => {
    expect(roomCountText({ only: [0, 2], min: 5 }, "Studio")).toBe("Studio, 2, 5+");
  });
});
