"use client";

import { useId, useState } from "react";
import { formatDollars } from "@/lib/format/money";
import {
  calculateRepayments,
  DEFAULT_DEPOSIT_SHARE,
  DEFAULT_RATE_PERCENT,
  DEFAULT_TERM_YEARS,
} from "@/lib/listings/repayments";
import styles from "../listing.module.css";

/**
 * Estimated principal-and-interest repayments for a sale listing. `price` is the published price
 * (a range's lower bound); with none ("Auction", "Contact agent") the price and deposit start
 * empty, so the page never shows a figure the agent did not publish, or one that looks like it.
 */
export function RepaymentCalculator({ price }: { price: number | null }) {
  const id = useId();
  const [values, setValues] = useState({
    price: price == null ? "" : String(price),
    deposit: price == null ? "" : String(Math.round((price * DEFAULT_DEPOSIT_SHARE) / 1000) * 1000),
    rate: String(DEFAULT_RATE_PERCENT),
    term: String(DEFAULT_TERM_YEARS),
  });
  const result = calculateRepayments({
    price: Number(values.price),
    deposit: Number(values.deposit),
    annualRatePercent: Number(values.rate),
    termYears: Number(values.term),
  });
  const field = (name: keyof typeof values, label: string, step: string) => (
    <div className={styles.calcField}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        className={styles.input}
      />
    </div>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section} data-testid="repayment-calculator">
      <h2 id={`${id}-heading`}>Repayment calculator</h2>
      <div className={styles.calcGrid}>
        {field("price", "Property price ($)", "1000")}
        {field("deposit", "Deposit ($)", "1000")}
        {field("rate", "Interest rate (% p.a.)", "0.01")}
        {field("term", "Loan term (years)", "1")}
      </div>
      <output
        htmlFor={`${id}-price ${id}-deposit ${id}-rate ${id}-term`}
        className={styles.calcResult}
        aria-live="polite"
      >
        {result ? (
          <>
            <span>
              <strong data-testid="repayment-monthly">{formatDollars(Math.round(result.monthly))}</strong> per month
            </span>
            <span>
              <strong data-testid="repayment-weekly">{formatDollars(Math.round(result.weekly))}</strong> per week
            </span>
            <span className={styles.muted}>
              Loan {formatDollars(result.loanAmount)}, principal and interest. An estimate, not a quote.
            </span>
          </>
        ) : (
          <span>Enter a price, a deposit no larger than the price, a rate and a term of 1 to 40 years.</span>
        )}
      </output>
    </section>
  );
}
