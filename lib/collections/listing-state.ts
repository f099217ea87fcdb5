/**
 * What happened to a saved listing since it was saved, in words: under offer, sold or leased
 * (with the date), or a price that changed (with the date the price history recorded).
 */
export interface SavedListingFacts {
  statusType: string;
  priceText: string;
  isUnderOffer: boolean;
  soldDate: string | null;
  leasedDate: string | null;
  priceTextWhenAdded: string;
  addedAt: string;
  /** The last change of the displayed price after it was added (listing_price_changes), or null. */
  priceChangedAt: string | null;
  /** Since when it has been under offer (listing_under_offer), or null when that moment is unknown. */
  underOfferSince: string | null;
}

export type ListingChange =
  | { kind: "sold"; at: string }
  | { kind: "leased"; at: string }
  /** `since` is null for a listing that was already under offer before the moment was kept. */
  | { kind: "underOffer"; since: string | null }
  /** `on` is null when the price differs but changed before the history was kept: then only "since it was saved". */
  | { kind: "priceChanged"; from: string; to: string; on: string | null; savedAt: string };

export function listingChanges(facts: SavedListingFacts): ListingChange[] {
  const changes: ListingChange[] = [];
  if (facts.statusType === "sold" && facts.soldDate) changes.push({ kind: "sold", at: facts.soldDate });
  if (facts.statusType === "leased" && facts.leasedDate) changes.push({ kind: "leased", at: facts.leasedDate });
  if (facts.isUnderOffer && facts.statusType === "buy")
    changes.push({ kind: "underOffer", since: facts.underOfferSince });
  // A sold or leased listing shows its outcome instead of its old asking price.
  if (changes.length === 0 || changes[0]?.kind === "underOffer") {
    const differs = facts.priceText.trim() !== facts.priceTextWhenAdded.trim();
    if (differs || facts.priceChangedAt !== null) {
      changes.push({
        kind: "priceChanged",
        from: facts.priceTextWhenAdded,
        to: facts.priceText,
        on: facts.priceChangedAt,
        savedAt: facts.addedAt,
      });
    }
  }
  return changes;
}
