import { describe, expect, it } from "vitest";
import { cardBadges, cardPriceText, type CardFacts } from "@/lib/listings/card-badges";

const current: CardFacts = {
  statusType: "buy",
  priceDetails: { shortDescription: "Auction", price: null },
  address: { stateCode: "NSW" },
  saleDetails: { auctionDate: "2026-11-28T00:00:00.000Z", isUnderOffer: true, soldDate: null },
  rentalDetails: null,
  inspections: [{ startsAt: "2026-11-26T23:00:00.000Z" }],
};

describe("listing card badges", () => {
  it("a home sold at auction shows the day it sold in its own state, never the (past) auction", () => {
    // Sold at 10am on Wed 28 Oct in Sydney, which is still 27 Oct in UTC.
    const sold: CardFacts = {
      ...current,
      statusType: "sold",
      priceDetails: { shortDescription: "$1,480,000", price: 1_480_000 },
      saleDetails: {
        auctionDate: "2026-10-27T23:00:00.000Z",
        isUnderOffer: false,
        soldDate: "2026-10-27T23:00:00.000Z",
      },
      inspections: [],
    };
    expect(cardBadges(sold)).toEqual([
      { kind: "outcome", label: "Sold", at: "2026-10-27T23:00:00.000Z", date: "28/10/2026" },
    ]);
    expect(cardPriceText(sold)).toBe("$1,480,000");
    expect(cardPriceText({ ...sold, priceDetails: { shortDescription: "Price withheld", price: null } })).toBe(
      "Price withheld",
    );
  });

  it("a leased home shows when it leased and its weekly rent", () => {
    const leased: CardFacts = {
      ...current,
      statusType: "leased",
      priceDetails: { shortDescription: "$650 per week", price: 650 },
      address: { stateCode: "WA" },
      saleDetails: { isUnderOffer: false },
      rentalDetails: { leasedDate: "2026-05-03T17:00:00.000Z" },
    };
    expect(cardBadges(leased)).toEqual([
      { kind: "outcome", label: "Leased", at: "2026-05-03T17:00:00.000Z", date: "04/05/2026" },
    ]);
    expect(cardPriceText(leased)).toBe("$650 per week");
  });

  it("a current home shows under offer, its auction and next open home, and its price text", () => {
    expect(cardBadges(current).map((badge) => badge.kind)).toEqual(["underOffer", "auction", "inspection"]);
    expect(cardPriceText(current)).toBe("Auction");
  });
});
