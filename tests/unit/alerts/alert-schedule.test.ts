import { describe, expect, it } from "vitest";
import { alertTimeZone, nextDigestAt } from "@/lib/alerts/alert-schedule";

describe("digest schedule", () => {
  it("daily: the next 7 am in the state's zone, today if it is still to come", () => {
    // 2026-06-01 06:00 in Sydney (AEST, UTC+10) is 2026-05-31 20:00 UTC.
    const beforeSeven = Date.UTC(2026, 4, 31, 20);
    expect(new Date(nextDigestAt("daily", "Australia/Sydney", beforeSeven)!).toISOString()).toBe(
      "2026-05-31T21:00:00.000Z",
    );
    const atSeven = Date.UTC(2026, 4, 31, 21);
    expect(new Date(nextDigestAt("daily", "Australia/Sydney", atSeven)!).toISOString()).toBe(
      "2026-06-01T21:00:00.000Z",
    );
    // Perth is UTC+8 all year.
    expect(new Date(nextDigestAt("daily", "Australia/Perth", beforeSeven)!).toISOString()).toBe(
      "2026-05-31T23:00:00.000Z",
    );
  });

  it("follows daylight saving: 7 am Melbourne is 20:00 UTC in January", () => {
    const due = nextDigestAt("daily", "Australia/Melbourne", Date.UTC(2026, 0, 10, 12));
    expect(new Date(due!).toISOString()).toBe("2026-01-10T20:00:00.000Z");
  });

  it("weekly: the next Saturday 7 am local", () => {
    // Monday 2026-06-01 10:00 Sydney → Saturday 2026-06-06 07:00 Sydney.
    const due = nextDigestAt("weekly", "Australia/Sydney", Date.UTC(2026, 5, 1, 0));
    expect(new Date(due!).toISOString()).toBe("2026-06-05T21:00:00.000Z");
  });

  it("instant and none have no digest", () => {
    expect(nextDigestAt("instant", "Australia/Sydney", 0)).toBeNull();
    expect(nextDigestAt("none", "Australia/Sydney", 0)).toBeNull();
  });

  it("uses the state's zone, Sydney's without one", () => {
    expect(alertTimeZone("WA")).toBe("Australia/Perth");
    expect(alertTimeZone(undefined)).toBe("Australia/Sydney");
  });
});
