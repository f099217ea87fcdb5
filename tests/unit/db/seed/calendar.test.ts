// Seeded past events are never in the future: the default reference date is Sydney's today, so a
// seed run in Sydney's morning once listed homes "today at 6pm", hours ahead of the clock, and they
// sorted above everything done since (an agent's activities test failed at 20:05 UTC, 07:05 in
// Sydney). Any moment of the reference day may be "now".
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCalendar, pastTime } from "@/lib/db/seed/calendar";
import { DAY_MS } from "@/lib/db/seed/config";

const REFERENCE_DATE = "2026-11-25";

describe("pastTime", () => {
  it("is never after the moment the seed runs, and at most a day earlier than asked", () => {
    // Building a calendar reads every quarter hour of four weeks in eight zones: built once, its
    // "now" varied below as buildCalendar sets it.
    const base = buildCalendar(REFERENCE_DATE, 0);
    const midnight = base.referenceMs;
    expect(buildCalendar(REFERENCE_DATE, midnight + 7 * 3_600_000).latestPastMs).toBe(midnight + 7 * 3_600_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DAY_MS - 1 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 23 }),
        (sinceMidnight, daysAgo, hour) => {
          const calendar = { ...base, latestPastMs: midnight + sinceMidnight };
          const asked = midnight - daysAgo * DAY_MS + hour * 3_600_000;
          const at = pastTime(calendar, daysAgo, hour);
          expect(at).toBeLessThanOrEqual(midnight + sinceMidnight);
          expect([asked, asked - DAY_MS]).toContain(at);
          if (asked <= midnight + sinceMidnight) expect(at).toBe(asked);
        },
      ),
    );
  });

  it("leaves a reference date in the past as it was: every hour of that day has been", () => {
    const calendar = buildCalendar("2026-03-14", Date.UTC(2026, 10, 24));
    expect(pastTime(calendar, 0, 18)).toBe(calendar.referenceMs + 18 * 3_600_000);
  });
});
