import { describe, expect, it } from "vitest";
import {
  COUNT_DISPLAY_CAP,
  countOf,
  formatArea,
  formatCount,
  formatLength,
  formatNumber,
  formatRange,
} from "@/lib/format/numbers";

describe("numbers", () => {
  it("use thousands separators", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1234.567, 2)).toBe("1,234.57");
  });

  it("cap counts at 50,000+", () => {
    expect(COUNT_DISPLAY_CAP).toBe(50_000);
    expect(formatCount(49_999)).toBe("49,999");
    expect(formatCount(50_000)).toBe("50,000+");
    expect(formatCount(1_000_000)).toBe("50,000+");
  });

  it("show land area in m² and frontage in m", () => {
    expect(formatArea(1200)).toBe("1,200m²");
    expect(formatLength(15)).toBe("15m");
    expect(formatRange(400, 800, formatArea)).toBe("400m² - 800m²");
    expect(formatRange(undefined, 20, formatLength)).toBe("Under 20m");
    expect(formatRange(10, undefined, formatLength)).toBe("Over 10m");
    expect(formatRange(10, 10, formatLength)).toBe("10m");
    expect(formatRange(0, 0, formatLength)).toBeUndefined();
  });

  it("say a count with its noun in the right number", () => {
    expect(countOf(1, "question")).toBe("1 question");
    expect(countOf(0, "question")).toBe("0 questions");
    expect(countOf(2, "question")).toBe("2 questions");
    expect(countOf(1204, "answer")).toBe("1,204 answers");
    expect(countOf(1, "property", "properties")).toBe("1 property");
    expect(countOf(3, "property", "properties")).toBe("3 properties");
  });
});
