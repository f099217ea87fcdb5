import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDollars, formatMoney } from "@/lib/format/money";

describe("formatMoney", () => {
  it("keeps a value that already has a dollar sign", () => {
    expect(formatMoney("$850,000")).toBe("$850,000");
    expect(formatMoney("Offers over $1.2m")).toBe("Offers over $1.2m");
  });

  it("formats numbers with $, thousands separators and 2 decimals by default", () => {
    expect(formatMoney(1234567)).toBe("$1,234,567.00");
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney("950000")).toBe("$950,000.00");
    expect(formatMoney(" 42 ")).toBe("$42.00");
    expect(formatMoney(850000, 0)).toBe("$850,000");
    expect(formatMoney(-12.5)).toBe("-$12.50");
    expect(formatDollars(1_500_000)).toBe("$1,500,000");
  });

  it("returns non-numeric values unchanged", () => {
    expect(formatMoney("Contact agent")).toBe("Contact agent");
    expect(formatMoney("12 abc")).toBe("12 abc");
    expect(formatMoney("")).toBe("");
    expect(formatMoney(null)).toBe("");
    expect(formatMoney(undefined)).toBe("");
    expect(formatMoney(Number.NaN)).toBe("NaN");
  });

  it("never throws and always starts with $ for finite numbers", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: 0, max: 1e15 }), (amount) => {
        expect(formatMoney(amount)).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => void formatMoney(text)));
  });
});
