import { TZDate } from "@date-fns/tz";
import { format, formatDistanceStrict } from "date-fns";
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

// The formats are built from Intl (no date library in the browser); date-fns, still used on the
// server, is the reference they must match, for every Australian zone across a year's DST changes.
describe("the same text as date-fns", () => {
  const zones = [
    "Australia/Sydney",
    "Australia/Melbourne",
    "Australia/Brisbane",
    "Australia/Adelaide",
    "Australia/Darwin",
    "Australia/Perth",
    "Australia/Hobart",
    "Australia/Eucla",
    "Australia/Lord_Howe",
  ];
  // Every 14 h 41 min from 1 Jan 2026 for 367 days: every hour of the day and minute digit, both sides
  // of each zone's DST changes, every weekday and month.
  const instants = Array.from({ length: 600 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 881 * 60_000));

  it("formats dates, times and day-times as date-fns does in each zone", () => {
    for (const timeZone of zones)
      for (const instant of instants) {
        const zoned = new TZDate(instant.getTime(), timeZone);
        expect(formatDate(instant, { timeZone }), `${instant.toISOString()} ${timeZone}`).toBe(
          format(zoned, "dd/MM/yyyy"),
        );
        expect(formatTime(instant, timeZone)).toBe(format(zoned, "h:mma"));
        expect(formatDayTime(instant, timeZone)).toBe(format(zoned, "EEE d MMM h:mma"));
      }
  });

  it("words relative ages as date-fns's formatDistanceStrict does, at each unit's edges", () => {
    const now = new Date("2026-11-22T02:00:00Z");
    const second = 1000;
    const minute = 60 * second;
    const hour = 60 * minute;
    const edges = [0, 1, 499, 500, 1_500, 29_500, 59_499, 59_500, 59_999, minute, 89 * second, 90 * second];
    const ages = [
      ...edges,
      59 * minute + 29 * second,
      59 * minute + 30 * second,
      hour,
      90 * minute,
      23 * hour + 29 * minute,
      23 * hour + 30 * minute,
      24 * hour - 1,
      24 * hour,
      36 * hour - 1,
      36 * hour,
      60 * hour,
      72 * hour - 1,
      // and a grid through the whole window (590 × 7 min 13 s is under 72 h)
      ...Array.from({ length: 590 }, (_, i) => i * (7 * minute + 13 * second)),
    ];
    for (const age of ages) {
      const date = new Date(now.getTime() - age);
      expect(formatDate(date, { relative: true, now }), `${age} ms`).toBe(
        formatDistanceStrict(date, now, { addSuffix: true }),
      );
    }
  });
});
