import { formatDate, timeZoneForState } from "@/lib/format/dates";
import { formatDollars } from "@/lib/format/money";

/** What a results card needs to decide its badges and price line (a subset of the card fragment). */
export interface CardFacts {
  statusType: "buy" | "rent" | "sold" | "leased";
  priceDetails: { shortDescription: string; price?: number | null };
  address: { stateCode: string };
  saleDetails: { auctionDate?: string | null; isUnderOffer: boolean; soldDate?: string | null };
  rentalDetails?: { leasedDate?: string | null } | null;
  inspections: readonly { startsAt: string }[];
}

/**
 * Everything a results card shows. Pages hand it a service `ListingCard`; a browser island (the
 * home page's recently viewed) hands it the GraphQL card fragment: both fit.
 */
export interface ListingCardFacts extends CardFacts {
  id: string | number;
  canonicalUri: string;
  propertyTypeName: string;
  priceDetails: CardFacts["priceDetails"];
  address: { stateCode: string; displayAddress: string; isDisclosed: boolean; suburb: string; postcode: string };
  features: { bedrooms: number; bathrooms: number; cars: number };
  coverPhoto: { url: string };
  agents: readonly { name: string; photoUrl: string }[];
  office: { name: string; company: { brandColour: string; textColour: string; logoUrl: string } };
}

export type CardBadge =
  | { kind: "outcome"; label: "Sold" | "Leased"; at: string; date: string }
  | { kind: "underOffer" }
  | { kind: "auction"; at: string }
  | { kind: "inspection"; at: string };

/**
 * A sold or leased home shows when it sold or leased ("Sold 21/11/2026", the day in the home's
 * own state) and nothing else: its auction date is the sale itself, and a past event is no news
 * to a buyer. A current home shows under offer, its auction and its next open home (the service
 * lists only open homes still to come).
 */
export function cardBadges(listing: CardFacts): CardBadge[] {
  const timeZone = timeZoneForState(listing.address.stateCode);
  if (listing.statusType === "sold" || listing.statusType === "leased") {
    const at = listing.statusType === "sold" ? listing.saleDetails.soldDate : listing.rentalDetails?.leasedDate;
    if (!at) return [];
    return [
      {
        kind: "outcome",
        label: listing.statusType === "sold" ? "Sold" : "Leased",
        at,
        date: formatDate(at, { timeZone }),
      },
    ];
  }
  const badges: CardBadge[] = [];
  if (listing.saleDetails.isUnderOffer) badges.push({ kind: "underOffer" });
  const auction = listing.saleDetails.auctionDate;
  if (auction) badges.push({ kind: "auction", at: auction });
  const inspection = listing.inspections[0];
  if (inspection) badges.push({ kind: "inspection", at: inspection.startsAt });
  return badges;
}

/**
 * The card's price line. Sold and leased homes read their published figure ("$1,250,000",
 * "$650 per week"), or "Price withheld" when there is none to show.
 */
export function cardPriceText(listing: Pick<CardFacts, "statusType" | "priceDetails">): string {
  const { price, shortDescription } = listing.priceDetails;
  if (listing.statusType === "sold") return price != null ? formatDollars(price) : "Price withheld";
  if (listing.statusType === "leased") return price != null ? `${formatDollars(price)} per week` : "Price withheld";
  return shortDescription;
}
