import { describe, expect, it } from "vitest";
import { BUY_PRICE_STEPS, priceSteps, RENT_PRICE_STEPS } from "@/lib/search/price-steps";
import { isPriceMaximumValid, MAX_BUY_PRICE_MAXIMUM, MAX_RENT_PRICE_MAXIMUM } from "@/lib/alerts/alert-filter";

const values = (steps: readonly { value: number | null }[]) => steps.map((step) => step.value);

describe("price steps", () => {
  it("rent: $50 steps from 0 to 2,000, then Max", () => {
    expect(RENT_PRICE_STEPS).toHaveLength(42);
    expect(values(RENT_PRICE_STEPS).slice(0, 4)).toEqual([0, 50, 100, 150]);
    expect(RENT_PRICE_STEPS.at(-2)).toEqual({ value: 2000, label: "$2,000 pw" });
    expect(RENT_PRICE_STEPS.at(-1)).toEqual({ value: null, label: "Max" });
    expect(priceSteps("Rent")).toBe(RENT_PRICE_STEPS);
    expect(priceSteps("Leased")).toBe(RENT_PRICE_STEPS);
  });

  it("buy and sold: $50k to 1m, $100k to 2m, $250k to 3m, $500k to 5m, $1m to 11m, then Max", () => {
    const buy = values(BUY_PRICE_STEPS);
    expect(buy.slice(0, 3)).toEqual([0, 50_000, 100_000]);
    expect(buy.slice(19, 23)).toEqual([950_000, 1_000_000, 1_100_000, 1_200_000]);
    expect(buy.slice(29, 34)).toEqual([1_900_000, 2_000_000, 2_250_000, 2_500_000, 2_750_000]);
    expect(buy.slice(34, 39)).toEqual([3_000_000, 3_500_000, 4_000_000, 4_500_000, 5_000_000]);
    expect(buy.slice(39)).toEqual([6_000_000, 7_000_000, 8_000_000, 9_000_000, 10_000_000, 11_000_000, null]);
    expect(BUY_PRICE_STEPS.map((step) => step.label).slice(1, 3)).toEqual(["$50k", "$100k"]);
    expect(BUY_PRICE_STEPS.find((step) => step.value === 1_000_000)?.label).toBe("$1M");
    expect(BUY_PRICE_STEPS.find((step) => step.value === 2_250_000)?.label).toBe("$2.25M");
    expect(priceSteps("Buy")).toBe(BUY_PRICE_STEPS);
    expect(priceSteps("Sold")).toBe(BUY_PRICE_STEPS);
  });

  it("every option of a list reads in one format: sale prices in $k up to $1M, then $M; rents in dollars a week", () => {
    // A list mixing "$50,000" and "$100k" reads as two scales; these shapes allow no mix.
    const labels = (steps: readonly { value: number | null; label: string }[]) =>
      steps.filter((step) => step.value !== null && step.value > 0).map((step) => step.label);
    for (const label of labels(BUY_PRICE_STEPS)) expect(label).toMatch(/^\$(\d{2,3}k|\d+(\.\d+)?M)$/);
    for (const label of labels(RENT_PRICE_STEPS)) expect(label).toMatch(/^\$\d{1,3}(,\d{3})? pw$/);
    expect(labels(RENT_PRICE_STEPS).slice(0, 2)).toEqual(["$50 pw", "$100 pw"]);
  });

  it("steps strictly increase", () => {
    for (const steps of [RENT_PRICE_STEPS, BUY_PRICE_STEPS]) {
      const numbers = values(steps).filter((value): value is number => value !== null);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(numbers).size).toBe(numbers.length);
    }
  });
});

describe("price maximum validity", () => {
  it("needs a value above 0 within 1,000 for rent or 2,000,000 otherwise", () => {
    expect(MAX_RENT_PRICE_MAXIMUM).toBe(1000);
    expect(MAX_BUY_PRICE_MAXIMUM).toBe(2_000_000);
    expect(isPriceMaximumValid({ priceMaximum: 1000, searchMode: "Rent" })).toBe(true);
    expect(isPriceMaximumValid({ priceMaximum: 1050, searchMode: "Rent" })).toBe(false);
    expect(isPriceMaximumValid({ priceMaximum: 2_000_000, searchMode: "Buy" })).toBe(true);
    expect(isPriceMaximumValid({ priceMaximum: 2_000_001, searchMode: "Sold" })).toBe(false);
    expect(isPriceMaximumValid({ priceMaximum: 0, searchMode: "Buy" })).toBe(false);
    expect(isPriceMaximumValid({ priceMaximum: undefined, searchMode: "Buy" })).toBe(false);
  });

  it("needs the selected location to be key 0 or have listings", () => {
    expect(isPriceMaximumValid({ priceMaximum: 500, searchMode: "Rent", location: { key: 0, total: 0 } })).toBe(true);
    expect(isPriceMaximumValid({ priceMaximum: 500, searchMode: "Rent", location: { key: 7, total: 0 } })).toBe(false);
    expect(isPriceMaximumValid({ priceMaximum: 500, searchMode: "Rent", location: { key: 7, total: 4 } })).toBe(true);
  });
});
