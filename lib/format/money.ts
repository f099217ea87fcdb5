import { formatNumber } from "./numbers";

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * A value already containing "$" is kept as it is; a numeric value becomes "$"
 * plus the number with thousands separators and 2 decimals (by default); anything else is
 * returned unchanged. Nothing (null/undefined) is the empty string.
 */
export function formatMoney(value: string | number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") {
    if (value.includes("$")) return value;
    const trimmed = value.trim();
    if (!NUMERIC.test(trimmed)) return value;
    return dollars(Number(trimmed), decimals);
  }
  return Number.isFinite(value) ? dollars(value, decimals) : String(value);
}

function dollars(amount: number, decimals: number): string {
  const text = formatNumber(Math.abs(amount), decimals);
  return amount < 0 ? `-$${text}` : `$${text}`;
}

/** Whole dollars, as titles and ranges show prices: "$850,000". */
export function formatDollars(amount: number): string {
  return formatMoney(amount, 0);
}
