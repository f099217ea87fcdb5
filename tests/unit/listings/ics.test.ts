import { describe, expect, it } from "vitest";
import { inspectionCalendar, inspectionFileName } from "@/lib/listings/ics";

const event = {
  uid: "inspection-123-1@homefront",
  startsAt: "2026-03-21T00:00:00.000Z",
  endsAt: "2026-03-21T00:30:00.000Z",
  summary: "Open home: 12 Smith Street, Fitzroy VIC 3065",
  location: "12 Smith Street, Fitzroy VIC 3065",
  description: "Inspection; bring ID",
  url: "http://localhost/homes/x/123",
};

describe("inspection .ics", () => {
  it("writes local times with the listing's TZID and a matching VTIMEZONE with daylight saving", () => {
    const ics = inspectionCalendar({ ...event, timeZone: "Australia/Melbourne" }, new Date("2026-03-01T00:00:00Z"));
    expect(ics).toContain("DTSTART;TZID=Australia/Melbourne:20260321T110000\r\n");
    expect(ics).toContain("DTEND;TZID=Australia/Melbourne:20260321T113000\r\n");
    expect(ics).toContain("TZID:Australia/Melbourne\r\n");
    expect(ics).toMatch(/BEGIN:DAYLIGHT\r\nDTSTART:19701004T020000\r\nTZOFFSETFROM:\+1000\r\nTZOFFSETTO:\+1100/);
    expect(ics).toContain("SUMMARY:Open home: 12 Smith Street\\, Fitzroy VIC 3065");
    expect(ics).toContain("DESCRIPTION:Inspection\\; bring ID");
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it("has no daylight rule where there is no daylight saving", () => {
    const ics = inspectionCalendar({ ...event, timeZone: "Australia/Brisbane" });
    expect(ics).toContain("DTSTART;TZID=Australia/Brisbane:20260321T100000");
    expect(ics).toContain("TZOFFSETTO:+1000");
    expect(ics).not.toContain("BEGIN:DAYLIGHT");
  });

  it("names the file for the day of the open home where the home is, not the UTC day", () => {
    // Sat 28 Nov 2026 10:00 in Sydney is Fri 27 Nov 23:00 UTC.
    expect(inspectionFileName(446545382, "2026-11-27T23:00:00.000Z", "Australia/Sydney")).toBe(
      "open-home-446545382-2026-11-28.ics",
    );
    expect(inspectionFileName(1, "2026-11-27T23:00:00.000Z", "Australia/Perth")).toBe("open-home-1-2026-11-28.ics");
    expect(inspectionFileName(1, "2026-11-28T01:30:00.000Z", "Australia/Perth")).toBe("open-home-1-2026-11-28.ics");
  });
});
