import type { SearchMode } from "./search-mode";

/** The largest price maximum for rent (per week) and for everything else. */
export const MAX_RENT_PRICE_MAXIMUM = 1_000;
export const MAX_BUY_PRICE_MAXIMUM = 2_000_000;

export interface PriceMaximumCheck {
  priceMaximum: number | undefined;
  searchMode: SearchMode;
  /** The selected location: its key (0 = none) and how many listings it has. */
  location?: { key: number; total: number };
}

/**
 * A price maximum is valid only if it is above 0, the selected location's key
 * is 0 or it has a total above 0, and it is at most 1,000 for rent or 2,000,000 otherwise.
 */
export function isPriceMaximumValid({ priceMaximum, searchMode, location }: PriceMaximumCheck): boolean {
  if (priceMaximum === undefined || !(priceMaximum > 0)) return false;
  if (location && location.key !== 0 && !(location.total > 0)) return false;
  const ceiling = searchMode === "Rent" ? MAX_RENT_PRICE_MAXIMUM : MAX_BUY_PRICE_MAXIMUM;
  return priceMaximum <= ceiling;
}
