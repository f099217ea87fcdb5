import { describe, expect, it } from "vitest";
import { calculateRepayments, repaymentPerPeriod } from "@/lib/listings/repayments";

describe("mortgage repayments", () => {
  it("matches the annuity formula's known values", () => {
    // $500,000 at 6 % over 30 years: $2,997.75 a month (every bank calculator agrees).
    expect(repaymentPerPeriod(500_000, 6, 12, 30)).toBeCloseTo(2997.75, 2);
    // $400,000 at 5 % over 25 years: $2,338.36 a month.
    expect(repaymentPerPeriod(400_000, 5, 12, 25)).toBeCloseTo(2338.36, 2);
    // Weekly from its own period: $691.32, less than monthly × 12 / 52 ($691.79).
    expect(repaymentPerPeriod(500_000, 6, 52, 30)).toBeCloseTo(691.32, 2);
    // No interest: the loan spread evenly.
    expect(repaymentPerPeriod(360_000, 0, 12, 30)).toBe(1000);
  });

  it("borrows the price less the deposit", () => {
    const result = calculateRepayments({ price: 625_000, deposit: 125_000, annualRatePercent: 6, termYears: 30 });
    expect(result?.loanAmount).toBe(500_000);
    expect(result?.monthly).toBeCloseTo(2997.75, 2);
    expect(result?.weekly).toBeCloseTo(691.32, 2);
    expect(result?.totalInterest).toBeCloseTo(2997.7526 * 360 - 500_000, 0);
  });

  it("refuses input that is not a loan", () => {
    expect(calculateRepayments({ price: 500_000, deposit: 600_000, annualRatePercent: 6, termYears: 30 })).toBeNull();
    expect(calculateRepayments({ price: 500_000, deposit: 0, annualRatePercent: 6, termYears: 0 })).toBeNull();
    expect(calculateRepayments({ price: Number.NaN, deposit: 0, annualRatePercent: 6, termYears: 30 })).toBeNull();
  });
});
