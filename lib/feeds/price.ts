/**
 * Amounts and counts as CRMs write them: "1300000.00", "$1,300,000", " 650 ", "2.0". Strict on
 * purpose: "1.3m" or "POA" is not read as a number, because a wrong price in search is worse than
 * a problem in the report.
 */
const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?$/;

/** A non-negative amount in dollars (cents kept), or null when the text is not one. */
export function parseAmount(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const match = AMOUNT.exec(raw.trim());
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, "") + (match[2] ?? ""));
  return Number.isFinite(value) ? value : null;
}

/** Whole dollars, as every price the portal stores and shows. */
export function wholeDollars(amount: number): number {
  return Math.round(amount);
}

/** A count (bedrooms, garages): a whole number, "2.0" included; null for "2.5", "-1" or text. */
export function parseCount(raw: string | null | undefined): number | null {
  const value = parseDecimal(raw);
  return value !== null && Number.isInteger(value) ? value : null;
}

/** A decimal number (energy rating, a length): null for text that is not one. */
export function parseDecimal(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = raw.trim();
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  return Number(text);
}
