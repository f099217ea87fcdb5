/**
 * Principal-and-interest loan repayments, the standard annuity formula banks quote:
 * P × r / (1 − (1 + r)^−n) with r the rate per period and n the number of periods. Weekly and
 * monthly are each computed from their own period (not monthly × 12 / 52), as Australian lenders do.
 */
export interface RepaymentInput {
  price: number;
  deposit: number;
  /** Annual interest rate in percent, e.g. 6.2. */
  annualRatePercent: number;
  termYears: number;
}

export interface Repayments {
  loanAmount: number;
  monthly: number;
  weekly: number;
  /** Interest over the whole term at the monthly schedule. */
  totalInterest: number;
}

export const DEFAULT_RATE_PERCENT = 6.2;
export const DEFAULT_TERM_YEARS = 30;
export const DEFAULT_DEPOSIT_SHARE = 0.2;

export function repaymentPerPeriod(
  principal: number,
  annualRatePercent: number,
  periodsPerYear: number,
  termYears: number,
): number {
  const n = Math.round(termYears * periodsPerYear);
  if (principal <= 0 || n <= 0) return 0;
  const r = annualRatePercent / 100 / periodsPerYear;
  if (r === 0) return principal / n;
  return (principal * r) / (1 - (1 + r) ** -n);
}

/** Null when the input cannot describe a loan (negative amounts, a deposit above the price, no term). */
export function calculateRepayments(input: RepaymentInput): Repayments | null {
  const { price, deposit, annualRatePercent, termYears } = input;
  const valid = [price, deposit, annualRatePercent, termYears].every(Number.isFinite);
  if (
    !valid ||
    price <= 0 ||
    deposit < 0 ||
    deposit > price ||
    annualRatePercent < 0 ||
    annualRatePercent > 30 ||
    termYears < 1 ||
    termYears > 40
  ) {
    return null;
  }
  const loanAmount = price - deposit;
  const monthly = repaymentPerPeriod(loanAmount, annualRatePercent, 12, termYears);
  const weekly = repaymentPerPeriod(loanAmount, annualRatePercent, 52, termYears);
  return { loanAmount, monthly, weekly, totalInterest: monthly * termYears * 12 - loanAmount };
}
