import { describe, expect, it } from "vitest";
import { inspectionDayOptions } from "@/lib/search/inspection-days";

describe("inspection day options", () => {
  it("cover today plus 7 days, the first labelled Today, in the local zone", () => {
    // 21 Nov 23:30 UTC is already Sunday 22 Nov in Sydney.
    const days = inspectionDayOptions(new Date("2026-11-21T23:30:00Z"), "Australia/Sydney");
    expect(days).toHaveLength(8);
    expect(days[0]).toEqual({ value: "2026-11-22", label: "Today" });
    expect(days[1]).toEqual({ value: "2026-11-23", label: "Mon 23 Nov" });
    expect(days[7]).toEqual({ value: "2026-11-29", label: "Sun 29 Nov" });
    expect(inspectionDayOptions(new Date("2026-11-21T23:30:00Z"), "Australia/Perth")[0]?.value).toBe("2026-11-22");
    expect(inspectionDayOptions(new Date("2026-11-21T12:00:00Z"), "Australia/Perth")[0]?.value).toBe("2026-11-21");
  });
});
