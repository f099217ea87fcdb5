import { describe, expect, it } from "vitest";
import { alertEmailSubject } from "@/lib/services/alerts/alert-email";

describe("alertEmailSubject", () => {
  it("counts the new homes, '100+' at the per-alert cap", () => {
    expect(alertEmailSubject({ alertName: "Bondi, NSW For Sale", total: 1 })).toBe(
      "1 new home for Bondi, NSW For Sale",
    );
    expect(alertEmailSubject({ alertName: "Bondi, NSW For Sale", total: 12 })).toBe(
      "12 new homes for Bondi, NSW For Sale",
    );
    expect(alertEmailSubject({ alertName: "Bondi, NSW For Sale", total: 100 })).toBe(
      "100+ new homes for Bondi, NSW For Sale",
    );
  });
});
