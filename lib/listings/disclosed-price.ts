/**
 * The price an agent has published, read from the listing's own price text ("$1,250,000",
 * "Auction Guide $1,850,000 - $2,050,000", "Offers over $890,000", "$650 per week").
 *
 * Why read it from the text: the text is what the agent chose to show. Numbers stored beside it
 * (a guide behind "Auction" or "Contact agent", a withheld sold price) are the agent's secret, so
 * anything that leaves the server takes its figures from here and never from those columns.
 *
 * A range counts as its lower bound wherever one figure is needed (sorting, price filters, the
 * repayment calculator, tracking): "Auction Guide $1,850,000 - $2,050,000" is a home *from*
 * $1,850,000, as "From $1,850,000" and "Offers over $1,850,000" are.
 */
export interface DisclosedPrice {
  /** The published price, or the lower bound of a published range or "from"/"offers over". */
  from: number;
  /** The upper bound of a published range; equal to `from` for one price; null when open-ended. */
  to: number | null;
}

/** Only dollar amounts are figures: dates and times in the text ("Sat 28 Nov 11:00am") are not. */
const DOLLAR_AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?(k|m)\b)?/gi;
const MULTIPLIER: Record<string, number> = { k: 1_000, m: 1_000_000 };

/** Words that make a single amount a lower bound rather than the price. */
const OPEN_ENDED = /\b(offers? (over|above|from)|from|over|above|starting)\b/i;

function amounts(text: string): number[] {
  const found: number[] = [];
  for (const match of text.slice(0, 500).matchAll(DOLLAR_AMOUNT)) {
    const value = Math.round(Number(match[1]!.replace(/,/g, "")) * (MULTIPLIER[(match[2] ?? "").toLowerCase()] ?? 1));
    if (Number.isFinite(value) && value > 0) found.push(value);
  }
  return found;
}

/** Null when the text publishes no dollar amount ("Auction", "Contact agent", "Price withheld"). */
export function disclosedPrice(priceText: string): DisclosedPrice | null {
  const [first, second] = amounts(priceText);
  if (first === undefined) return null;
  if (second !== undefined) return { from: Math.min(first, second), to: Math.max(first, second) };
  return OPEN_ENDED.test(priceText) ? { from: first, to: null } : { from: first, to: first };
}

/** The one figure a listing sorts and filters by: the published price or its lower bound. */
export function disclosedPriceFrom(priceText: string): number | null {
  return disclosedPrice(priceText)?.from ?? null;
}
