import { describe, expect, it } from "vitest";
import { formatPriceOption, formatPriceRange, formatPriceShort, parsePrice, parsePrices } from "@/lib/format/price";

describe("formatPriceShort", () => {
  it("shows $xM from 1 million and $xk from 100k", () => {
    expect(formatPriceShort(1_000_000)).toBe("$1M");
    expect(formatPriceShort(1_250_000)).toBe("$1.25M");
    expect(formatPriceShort(12_345_678)).toBe("$12.35M");
    expect(formatPriceShort(999_999)).toBe("$1M");
    expect(formatPriceShort(450_000)).toBe("$450k");
    expect(formatPriceShort(100_000)).toBe("$100k");
    expect(formatPriceShort(99_999)).toBe("$99,999");
    expect(formatPriceShort(650)).toBe("$650");
    expect(formatPriceShort(Number.NaN)).toBe("");
  });
});

describe("formatPriceOption", () => {
  it("writes every sale price in $k below a million and $M from there, rents in dollars a week", () => {
    expect(formatPriceOption(50_000)).toBe("$50k");
    expect(formatPriceOption(100_000)).toBe("$100k");
    expect(formatPriceOption(950_000)).toBe("$950k");
    expect(formatPriceOption(999_999)).toBe("$1M");
    expect(formatPriceOption(1_000_000)).toBe("$1M");
    expect(formatPriceOption(2_250_000)).toBe("$2.25M");
    expect(formatPriceOption(550, { perWeek: true })).toBe("$550 pw");
    expect(formatPriceOption(1_050, { perWeek: true })).toBe("$1,050 pw");
    expect(formatPriceOption(Number.NaN)).toBe("");
  });
});

describe("formatPriceRange", () => {
  it("reads Under X, Over X or X - Y, with pw for rent", () => {
    expect(formatPriceRange(undefined, 800_000)).toBe("Under $800,000");
    expect(formatPriceRange(500_000, undefined)).toBe("Over $500,000");
    expect(formatPriceRange(500_000, 800_000)).toBe("$500,000 - $800,000");
    expect(formatPriceRange(400, 600, { perWeek: true })).toBe("$400 - $600 pw");
    expect(formatPriceRange(undefined, undefined)).toBeUndefined();
  });
});

describe("parsePrices", () => {
  const now = new Date("2026-06-01T00:00:00Z");

  it("reads prices with separators and k/m suffixes", () => {
    expect(parsePrices("Price guide $850,000 - $900k", now)).toEqual([850_000, 900_000]);
    expect(parsePrices("Offers over 1.2m", now)).toEqual([1_200_000]);
    expect(parsePrices("$2.5 million", now)).toEqual([2_500_000]);
    expect(parsePrice("$650 per week", now)).toBe(650);
  });

  it("ignores numbers of 31 or less and the current, previous and next year", () => {
    expect(parsePrices("Auction 14 March 2026 at 11am", now)).toEqual([]);
    expect(parsePrices("Built 2025, renovated 2027, sold 2024 for $1,100,000", now)).toEqual([2024, 1_100_000]);
    expect(parsePrices("31 days, 32 sqm", now)).toEqual([32]);
    expect(parsePrice("Contact agent", now)).toBeUndefined();
  });
});
