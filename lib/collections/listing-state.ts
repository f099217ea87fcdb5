/**
 * What happened to a saved listing since it was saved, in words: under offer, sold or leased
 * (with the date), or a price that is no longer the one it had when it was added.
 */
export interface SavedListingFacts {
  statusType: string;
  priceText: string;
  isUnderOffer: boolean;
  soldDate: string | null;
  leasedDate: string | null;
  priceTextWhenAdded: string;
  addedAt: string;
}

export type ListingChange =
  | { kind: "sold"; at: string }
  | { kind: "leased"; at: string }
  | { kind: "underOffer" }
  | { kind: "priceChanged"; from: string; to: string; since: string };

export function listingChanges(facts: SavedListingFacts): ListingChange[] {
  const changes: ListingChange[] = [];
  if (facts.statusType === "sold" && facts.soldDate) changes.push({ kind: "sold", at: facts.soldDate });
  if (facts.statusType === "leased" && facts.leasedDate) changes.push({ kind: "leased", at: facts.leasedDate });
  if (facts.isUnderOffer && facts.statusType === "buy") changes.push({ kind: "underOffer" });
  // A sold or leased listing shows its outcome instead of its old asking price.
  if (changes.length === 0 || changes[0]?.kind === "underOffer") {
    if (facts.priceText.trim() !== facts.priceTextWhenAdded.trim()) {
      changes.push({ kind: "priceChanged", from: facts.priceTextWhenAdded, to: facts.priceText, since: facts.addedAt });
    }
  }
  return changes;
}
