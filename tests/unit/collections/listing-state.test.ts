import { describe, expect, it } from "vitest";
import { listingChanges, type SavedListingFacts } from "@/lib/collections/listing-state";

const base: SavedListingFacts = {
  statusType: "buy",
  priceText: "$1,200,000",
  isUnderOffer: false,
  soldDate: null,
  leasedDate: null,
  priceTextWhenAdded: "$1,200,000",
  addedAt: "2026-11-01T00:00:00.000Z",
  priceChangedAt: null,
  underOfferSince: null,
};

describe("listingChanges", () => {
  it("says nothing when nothing changed", () => {
    expect(listingChanges(base)).toEqual([]);
  });

  it("reports a price change since it was added, dated when the price history has it", () => {
    const changedAt = "2026-11-12T03:00:00.000Z";
    expect(listingChanges({ ...base, priceText: "$1,150,000", priceChangedAt: changedAt })).toEqual([
      { kind: "priceChanged", from: "$1,200,000", to: "$1,150,000", on: changedAt, savedAt: base.addedAt },
    ]);
    // Changed before the history was kept: only "since it was saved".
    expect(listingChanges({ ...base, priceText: "$1,150,000" })).toEqual([
      { kind: "priceChanged", from: "$1,200,000", to: "$1,150,000", on: null, savedAt: base.addedAt },
    ]);
    // Changed and changed back: the history still dates the change.
    expect(listingChanges({ ...base, priceChangedAt: changedAt })).toEqual([
      { kind: "priceChanged", from: "$1,200,000", to: "$1,200,000", on: changedAt, savedAt: base.addedAt },
    ]);
  });

  it("reports under offer, with a price change beside it", () => {
    expect(listingChanges({ ...base, isUnderOffer: true, priceText: "Under contract" })).toEqual([
      { kind: "underOffer", since: null },
      { kind: "priceChanged", from: "$1,200,000", to: "Under contract", on: null, savedAt: base.addedAt },
    ]);
  });

  it("dates under offer when the moment was recorded, and only for a home still for sale", () => {
    const since = "2026-11-15T01:00:00.000Z";
    expect(listingChanges({ ...base, isUnderOffer: true, underOfferSince: since })).toEqual([
      { kind: "underOffer", since },
    ]);
    // Sold since: the outcome replaces the offer.
    expect(
      listingChanges({
        ...base,
        statusType: "sold",
        soldDate: "2026-11-20",
        isUnderOffer: true,
        underOfferSince: since,
      }),
    ).toEqual([{ kind: "sold", at: "2026-11-20" }]);
  });

  it("reports sold and leased with their dates instead of a price change", () => {
    expect(listingChanges({ ...base, statusType: "sold", soldDate: "2026-11-20", priceText: "Sold" })).toEqual([
      { kind: "sold", at: "2026-11-20" },
    ]);
    expect(listingChanges({ ...base, statusType: "leased", leasedDate: "2026-11-21", priceText: "Leased" })).toEqual([
      { kind: "leased", at: "2026-11-21" },
    ]);
  });
});
