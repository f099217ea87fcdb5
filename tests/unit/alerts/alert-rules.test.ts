import { describe, expect, it } from "vitest";
import { ALERT_NEW_HOMES_KEPT, newHomesCount } from "@/lib/alerts/alert-rules";

describe("newHomesCount", () => {
  it("shows a count below the cap as it is, and the cap as '100+' since older homes were dropped", () => {
    expect(newHomesCount(1)).toBe("1");
    expect(newHomesCount(ALERT_NEW_HOMES_KEPT - 1)).toBe("99");
    expect(newHomesCount(ALERT_NEW_HOMES_KEPT)).toBe("100+");
  });
});
