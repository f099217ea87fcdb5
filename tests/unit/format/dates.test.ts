import { describe, expect, it } from "vitest";
import { formatDate, formatDayTime, formatTime, formatTimeSpan, timeZoneForState } from "@/lib/format/dates";

// 23:30 UTC on 21 Nov is 10:30 on 22 Nov in Sydney (AEDT, +11) and 7:30 in Perth (+8).
const instant = new Date("2026-11-21T23:30:00Z");

describe("formatDate", () => {
  it("shows dd/MM/yyyy in the listing's zone", () => {
    expect(formatDate(instant)).toBe("22/11/2026");
    expect(formatDate(instant, { timeZone: "Australia/Perth" })).toBe("22/11/2026");
    expect(formatDate("2026-03-05T12:00:00Z", { timeZone: "Australia/Perth" })).toBe("05/03/2026");
    expect(formatDate("2026-03-05T20:00:00Z", { timeZone: "Australia/Perth" })).toBe("06/03/2026");
  });

  it("shows relative 'ago' text within 3 days, without 'about'", () => {
    const now = new Date("2026-11-22T02:00:00Z");
    expect(formatDate(instant, { relative: true, now })).toBe("3 hours ago");
    expect(formatDate(new Date("2026-11-21T01:40:00Z"), { relative: true, now })).toBe("1 day ago");
    expect(formatDate(new Date("2026-11-19T02:00:01Z"), { relative: true, now })).toBe("3 days ago");
    expect(formatDate(new Date("2026-11-19T01:59:59Z"), { relative: true, now })).toBe("19/11/2026");
    expect(formatDate(new Date("2026-11-23T02:00:00Z"), { relative: true, now })).toBe("23/11/2026");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatTime(Number.NaN)).toBe("");
  });
});

describe("times", () => {
  it("use h:mma with day and month abbreviations", () => {
    expect(formatTime(instant)).toBe("10:30AM");
    expect(formatTime(instant, "Australia/Perth")).toBe("7:30AM");
    expect(formatDayTime(instant, timeZoneForState("WA"))).toBe("Sun 22 Nov 7:30AM");
    expect(formatTimeSpan(instant, new Date("2026-11-22T00:00:00Z"), timeZoneForState("nsw"))).toBe(
      "Sun 22 Nov 10:30AM - 11:00AM",
    );
  });

  it("take the zone from the state, Sydney by default", () => {
    expect(timeZoneForState("QLD")).toBe("Australia/Brisbane");
    expect(timeZoneForState("SA")).toBe("Australia/Adelaide");
    expect(timeZoneForState(undefined)).toBe("Australia/Sydney");
    expect(formatTime(instant, "Not/AZone")).toBe("10:30AM");
  });
});
