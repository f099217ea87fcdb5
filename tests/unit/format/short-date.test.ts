// The browser's short date agrees with formatDate (date-fns in Sydney time) for any moment,
// daylight saving changes and new year's eve included, so the profile's first page (server) and
// the pages it loads later (browser) write dates alike.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/format/dates";
import { formatShortDate } from "@/lib/format/short-date";

describe("formatShortDate", () => {
  it("writes what formatDate writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        expect(formatShortDate(ms)).toBe(formatDate(ms));
        expect(formatShortDate(new Date(ms).toISOString())).toBe(formatDate(ms));
      }),
    );
    // Sydney's new year starts at 13:00 UTC on 31 December.
    expect(formatShortDate(Date.UTC(2025, 11, 31, 13, 30))).toBe("01/01/2026");
    expect(formatShortDate("not a date")).toBe("");
  });
});
