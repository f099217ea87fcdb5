import { formatDayTime, formatDate } from "../format/dates";
import { formatDollars } from "../format/money";
import { formatArea, formatNumber } from "../format/numbers";
import { bestInRow, type Better } from "./best-in-row";

/** What the compare view needs of one home (published figures only: withheld prices are null). */
export interface ComparedListing {
  listingId: string;
  title: string;
  statusType: string;
  priceText: string;
  /** The published asking price, or null. */
  price: number | null;
  /** The published sold price, or null (also when withheld). */
  soldPrice: number | null;
  bedrooms: number;
  bathrooms: number;
  cars: number;
  landArea: number | null;
  buildingArea: number | null;
  energyRating: number | null;
  listedDate: string;
  /** When it stopped being listed (sold or leased), for the days it was on the market. */
  endedDate: string | null;
  nextInspection: string | null;
  stateTimeZone?: string;
  schools: string[];
  /** Reaction per contributor's member id. */
  reactions: Record<string, { reactionType: "like" | "dislike" | null; comment: string | null }>;
}

export interface CompareRow {
  label: string;
  values: string[];
  /** Per home: whether its value is the row's best (highlighted); all false in a row with no order. */
  best: boolean[];
}

/** One row: its label, each home's text, and for rows with an order the figure that ranks them. */
interface RowRule {
  label: string;
  value: (listing: ComparedListing) => string;
  rank?: { better: Better; figure: (listing: ComparedListing) => number | null };
}

const DAY_MS = 86_400_000;
const NONE = "–";

/** The published figure: the sold price of a sold home, else the asking price (null when withheld). */
function amountOf(listing: ComparedListing): number | null {
  return listing.statusType === "sold" ? listing.soldPrice : listing.price;
}

/** Whole dollars per square metre, as shown (so two cells that read the same rank the same). */
function dollarsPerSquareMetre(amount: number | null, area: number | null): number | null {
  return amount === null || area === null || area <= 0 ? null : Math.round(amount / area);
}

function perSquareMetre(amount: number | null, area: number | null): string {
  const figure = dollarsPerSquareMetre(amount, area);
  return figure === null ? NONE : `${formatDollars(figure)}/m²`;
}

function daysListed(listing: ComparedListing, now: number): string {
  const start = Date.parse(listing.listedDate);
  const end = listing.endedDate ? Date.parse(listing.endedDate) : now;
  if (Number.isNaN(start) || Number.isNaN(end)) return NONE;
  const days = Math.max(0, Math.floor((end - start) / DAY_MS));
  return `${formatNumber(days)} ${days === 1 ? "day" : "days"}`;
}

function priceOf(listing: ComparedListing): string {
  if (listing.statusType === "sold")
    return listing.soldPrice === null ? "Sold, price withheld" : `Sold ${formatDollars(listing.soldPrice)}`;
  return listing.priceText;
}

/** A weekly rent and a sale price are not one scale: prices only rank homes of one market. */
const marketOf = (listing: ComparedListing) =>
  listing.statusType === "rent" || listing.statusType === "leased" ? "rent" : "sale";

/**
 * The rows of the side-by-side view, in the product's order, each with the cells that hold its
 * best value (bestInRow): the lowest price and price per square metre, the most rooms, car spaces
 * and area, the highest energy rating. `contributors` gives one row per person's reaction.
 */
export function compareRows(
  listings: readonly ComparedListing[],
  contributors: readonly { memberId: string; name: string }[],
  now: number,
): CompareRow[] {
  const oneMarket = new Set(listings.map(marketOf)).size <= 1;
  const amount = (l: ComparedListing) => (oneMarket ? amountOf(l) : null);
  const lower = (figure: (l: ComparedListing) => number | null) => ({ better: "lower" as const, figure });
  const higher = (figure: (l: ComparedListing) => number | null) => ({ better: "higher" as const, figure });
  const rules: RowRule[] = [
    { label: "Price", value: priceOf, rank: lower(amount) },
    {
      label: "$/m² of land",
      value: (l) => perSquareMetre(amountOf(l), l.landArea),
      rank: lower((l) => dollarsPerSquareMetre(amount(l), l.landArea)),
    },
    {
      label: "$/m² of building",
      value: (l) => perSquareMetre(amountOf(l), l.buildingArea),
      rank: lower((l) => dollarsPerSquareMetre(amount(l), l.buildingArea)),
    },
    {
      label: "Bedrooms",
      value: (l) => (l.bedrooms === 0 ? "Studio" : String(l.bedrooms)),
      rank: higher((l) => l.bedrooms),
    },
    { label: "Bathrooms", value: (l) => String(l.bathrooms), rank: higher((l) => l.bathrooms) },
    { label: "Car spaces", value: (l) => String(l.cars), rank: higher((l) => l.cars) },
    {
      label: "Land area",
      value: (l) => (l.landArea ? formatArea(l.landArea) : NONE),
      rank: higher((l) => l.landArea || null),
    },
    {
      label: "Building area",
      value: (l) => (l.buildingArea ? formatArea(l.buildingArea) : NONE),
      rank: higher((l) => l.buildingArea || null),
    },
    {
      label: "Energy rating",
      value: (l) => (l.energyRating === null ? NONE : `${formatNumber(l.energyRating, 1)} stars`),
      rank: higher((l) => l.energyRating),
    },
    // Neither a long nor a short time on the market is better in itself; nor is a date or a school.
    { label: "Days listed", value: (l) => daysListed(l, now) },
    { label: "Listed", value: (l) => formatDate(l.listedDate) },
    {
      label: "Next inspection",
      value: (l) => (l.nextInspection ? formatDayTime(l.nextInspection, l.stateTimeZone) : "None scheduled"),
    },
    { label: "Nearest schools", value: (l) => (l.schools.length ? l.schools.join(", ") : NONE) },
    ...contributors.map((person): RowRule => ({
      label: `${person.name}'s reaction`,
      value: (l) => {
        const reaction = l.reactions[person.memberId];
        if (!reaction) return NONE;
        const word = reaction.reactionType === "like" ? "Likes" : reaction.reactionType === "dislike" ? "Dislikes" : "";
        return [word, reaction.comment ? `“${reaction.comment}”` : ""].filter(Boolean).join(": ") || NONE;
      },
    })),
  ];
  return rules.map(({ label, value, rank }) => ({
    label,
    values: listings.map(value),
    best: bestInRow(
      listings.map((l) => (rank ? rank.figure(l) : null)),
      rank?.better,
    ),
  }));
}
