import { formatDate, formatDayTime } from "@/lib/format/dates";
import { formatDollars } from "@/lib/format/money";
import { disclosedPriceFrom } from "@/lib/listings/disclosed-price";
import type { FeedListing } from "./feed-listing";

/** The listing's mode as search knows it. */
export type FeedStatusType = "buy" | "rent" | "sold" | "leased";

/**
 * A feed home's price as the portal stores it: `price` is the search price (filters and sorting;
 * it may be a figure the agent hides, which is why nothing that leaves the server reads it), and
 * the two texts are what cards and pages show. A figure sent with `display="no"` never reaches a
 * text: the texts fall back to the agent's own `priceView`, "Auction", "Contact agent" or
 * "Price withheld".
 */
export interface FeedPriceColumns {
  price: number | null;
  priceText: string;
  priceLongText: string;
  /** The sold price a page may show: null when withheld. */
  soldPrice: number | null;
}

export interface PriceContext {
  statusType: FeedStatusType;
  /** Epoch ms of the sale or lease, for the sold and leased texts. */
  soldAt: number | null;
  leasedAt: number | null;
  timeZone: string;
}

function shownAmount(price: { amount: number | null; display: boolean } | null | undefined): number | null {
  return price?.display && price.amount !== null ? price.amount : null;
}

function saleColumns(listing: FeedListing, timeZone: string): FeedPriceColumns {
  const view = listing.priceView ?? null;
  const amount = listing.price?.amount ?? null;
  const shown = shownAmount(listing.price);
  const auction = listing.authority === "auction" || Boolean(listing.auctionAt);
  const auctionWhen = listing.auctionAt ? `Auction ${formatDayTime(listing.auctionAt, timeZone)}` : "Auction";
  const priceText = view ?? (shown !== null ? formatDollars(shown) : auction ? "Auction" : "Contact agent");
  const priceLongText =
    view ??
    (shown !== null ? `For sale: ${formatDollars(shown)}` : auction ? auctionWhen : "Contact agent for a price guide");
  return { price: amount ?? disclosedPriceFrom(priceText), priceText, priceLongText, soldPrice: null };
}

function rentColumns(listing: FeedListing): FeedPriceColumns {
  const view = listing.priceView ?? null;
  const perWeek = listing.rent?.perWeek ?? null;
  const shown = listing.rent?.display ? perWeek : null;
  const bond = listing.bond ? `, bond ${formatDollars(listing.bond)}` : "";
  const priceText = view ?? (shown !== null ? `${formatDollars(shown)} per week` : "Contact agent");
  const priceLongText = view ?? (shown !== null ? `${formatDollars(shown)} per week${bond}` : "Contact agent");
  return { price: perWeek ?? disclosedPriceFrom(priceText), priceText, priceLongText, soldPrice: null };
}

export function feedPriceColumns(listing: FeedListing, context: PriceContext): FeedPriceColumns {
  const day = (at: number | null) => (at === null ? "" : ` on ${formatDate(at, { timeZone: context.timeZone })}`);
  if (context.statusType === "buy") return saleColumns(listing, context.timeZone);
  if (context.statusType === "rent") return rentColumns(listing);
  if (context.statusType === "sold") {
    const shown = shownAmount(listing.sold?.price);
    const amount = listing.sold?.price?.amount ?? listing.price?.amount ?? null;
    return shown !== null
      ? {
          price: amount,
          priceText: formatDollars(shown),
          priceLongText: `Sold for ${formatDollars(shown)}${day(context.soldAt)}`,
          soldPrice: shown,
        }
      : {
          price: amount,
          priceText: "Price withheld",
          priceLongText: `Sold${day(context.soldAt)}, price withheld`,
          soldPrice: null,
        };
  }
  const perWeek = listing.rent?.perWeek ?? null;
  const shown = listing.rent?.display ? perWeek : null;
  return shown !== null
    ? {
        price: perWeek,
        priceText: `${formatDollars(shown)} per week`,
        priceLongText: `Leased for ${formatDollars(shown)} per week${day(context.leasedAt)}`,
        soldPrice: null,
      }
    : { price: perWeek, priceText: "Leased", priceLongText: `Leased${day(context.leasedAt)}`, soldPrice: null };
}
