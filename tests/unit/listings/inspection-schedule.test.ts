import { describe, expect, it } from "vitest";
import { inspectionSchedule } from "@/lib/listings/inspection-schedule";

// Friday 20 March 2026, 9:00 in Melbourne (AEDT, UTC+11) = 19 March 22:00 UTC.
const now = new Date("2026-03-19T22:00:00Z");
const slot = (startUtc: string, minutes = 30) => ({
  startsAt: new Date(startUtc).toISOString(),
  endsAt: new Date(new Date(startUtc).getTime() + minutes * 60_000).toISOString(),
});

describe("inspection days", () => {
  it("labels today 'Today' and later days by weekday, with h:mma times in the listing's zone", () => {
    const days = inspectionSchedule(
      [slot("2026-03-19T23:30:00Z"), slot("2026-03-20T23:00:00Z"), slot("2026-03-21T00:00:00Z", 15)],
      now,
      "Australia/Melbourne",
    );
    expect(days.map((d) => d.label)).toEqual(["Today", "Sat 21 Mar"]);
    expect(days[0]?.slots[0]?.time).toBe("10:30AM - 11:00AM");
    expect(days[1]?.slots.map((s) => s.time)).toEqual(["10:00AM - 10:30AM", "11:00AM - 11:15AM"]);
  });

  it("counts days in the listing's zone, not the visitor's or UTC", () => {
    // 23:30 UTC on the 19th is 7:30AM on the 20th in Perth (UTC+8): still 'Today' there.
    const perthNow = new Date("2026-03-19T23:00:00Z");
    const days = inspectionSchedule([slot("2026-03-19T23:30:00Z")], perthNow, "Australia/Perth");
    expect(days[0]).toMatchObject({ day: "2026-03-20", label: "Today" });
    expect(days[0]?.slots[0]?.time).toBe("7:30AM - 8:00AM");
  });

  it("covers today plus 7 days and leaves out finished and later ones", () => {
    const days = inspectionSchedule(
      [slot("2026-03-19T20:00:00Z"), slot("2026-03-26T23:00:00Z"), slot("2026-03-27T23:00:00Z")],
      now,
      "Australia/Melbourne",
    );
    expect(days.map((d) => d.label)).toEqual(["Fri 27 Mar"]);
  });
});
