import { formatDollars } from "./money";
import { formatRange } from "./numbers";

/**
 * Short price display: 1 million or more is "$xM" (up to 2 decimals),
 * 100k or more is "$xk", smaller amounts are whole dollars with separators.
 */
export function formatPriceShort(amount: number): string {
  if (!Number.isFinite(amount)) return "";
  const sign = amount < 0 ? "-" : "";
  const value = Math.abs(amount);
  const thousands = Math.round(value / 1000);
  if (value >= 1_000_000 || thousands >= 1000) {
    const millions = Math.round(value / 10_000) / 100;
    return `${sign}$${millions}M`;
  }
  if (value >= 100_000) return `${sign}$${thousands}k`;
  return `${sign}${formatDollars(value)}`;
}

/**
 * A price as one option of a list of steps ("$50k", "$950k", "$1.25M"; rents "$550 pw"). A list
 * must read on one scale, so sale prices are always thousands below a million and millions from
 * there (the short display's "$50,000" under $100k would mix two forms in one list), and weekly
 * rents are always whole dollars a week.
 */
export function formatPriceOption(amount: number, options: { perWeek?: boolean } = {}): string {
  if (!Number.isFinite(amount) || amount < 0) return "";
  if (options.perWeek) return `${formatDollars(amount)} pw`;
  const thousands = Math.round(amount / 10) / 100;
  if (thousands >= 1000) return `$${Math.round(amount / 10_000) / 100}M`;
  return `$${thousands}k`;
}

/** "Under $500,000", "Over $1,000,000", "$400 - $600 pw" (rent ranges are per week). */
export function formatPriceRange(
  min: number | undefined,
  max: number | undefined,
  options: { perWeek?: boolean } = {},
): string | undefined {
  const text = formatRange(min, max, formatDollars);
  return text && options.perWeek ? `${text} pw` : text;
}

const PRICE_TOKEN = /(\d+(?:,\d{3})*(?:\.\d+)?)\s*(million|mil|m|k)?(?![a-z\d])/gi;
const MULTIPLIERS: Record<string, number> = { k: 1_000, m: 1_000_000, mil: 1_000_000, million: 1_000_000 };

/**
 * Prices mentioned in free text ("Offers over $1.2m", "Auction 14 March 2026, guide $850,000").
 * Numbers of 31 or less (days of the month) and the current, previous or next
 * year are not prices.
 */
export function parsePrices(text: string, now: Date = new Date()): number[] {
  if (typeof text !== "string") return [];
  const year = now.getFullYear();
  const ignoredYears = new Set([year - 1, year, year + 1]);
  const prices: number[] = [];
  for (const match of text.slice(0, 2000).matchAll(PRICE_TOKEN)) {
    const digits = match[1];
    if (!digits) continue;
    const multiplier = MULTIPLIERS[(match[2] ?? "").toLowerCase()] ?? 1;
    const value = Math.round(Number(digits.replace(/,/g, "")) * multiplier);
    if (!Number.isFinite(value) || value <= 31 || ignoredYears.has(value)) continue;
    prices.push(value);
  }
  return prices;
}

/** The first price in the text, if any. */
export function parsePrice(text: string, now: Date = new Date()): number | undefined {
  return parsePrices(text, now)[0];
}
