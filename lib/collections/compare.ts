import { formatDayTime, formatDate } from "../format/dates";
import { formatDollars } from "../format/money";
import { formatArea, formatNumber } from "../format/numbers";

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
  /** True when the homes differ on this row (highlighted). */
  differs: boolean;
}

const DAY_MS = 86_400_000;
const NONE = "–";

function perSquareMetre(amount: number | null, area: number | null): string {
  if (amount === null || area === null || area <= 0) return NONE;
  return `${formatDollars(Math.round(amount / area))}/m²`;
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

/**
 * The rows of the side-by-side view, in the product's order, each marked when the homes differ.
 * `contributors` gives one row per person's reaction.
 */
export function compareRows(
  listings: readonly ComparedListing[],
  contributors: readonly { memberId: string; name: string }[],
  now: number,
): CompareRow[] {
  const amount = (l: ComparedListing) => (l.statusType === "sold" ? l.soldPrice : l.price);
  const rows: [string, (l: ComparedListing) => string][] = [
    ["Price", priceOf],
    ["$/m² of land", (l) => perSquareMetre(amount(l), l.landArea)],
    ["$/m² of building", (l) => perSquareMetre(amount(l), l.buildingArea)],
    ["Bedrooms", (l) => (l.bedrooms === 0 ? "Studio" : String(l.bedrooms))],
    ["Bathrooms", (l) => String(l.bathrooms)],
    ["Car spaces", (l) => String(l.cars)],
    ["Land area", (l) => (l.landArea ? formatArea(l.landArea) : NONE)],
    ["Building area", (l) => (l.buildingArea ? formatArea(l.buildingArea) : NONE)],
    ["Energy rating", (l) => (l.energyRating === null ? NONE : `${formatNumber(l.energyRating, 1)} stars`)],
    ["Days listed", (l) => daysListed(l, now)],
    ["Listed", (l) => formatDate(l.listedDate)],
    [
      "Next inspection",
      (l) => (l.nextInspection ? formatDayTime(l.nextInspection, l.stateTimeZone) : "None scheduled"),
    ],
    ["Nearest schools", (l) => (l.schools.length ? l.schools.join(", ") : NONE)],
    ...contributors.map(
      (person) =>
        [
          `${person.name}'s reaction`,
          (l: ComparedListing) => {
            const reaction = l.reactions[person.memberId];
            if (!reaction) return NONE;
            const word =
              reaction.reactionType === "like" ? "Likes" : reaction.reactionType === "dislike" ? "Dislikes" : "";
            return [word, reaction.comment ? `“${reaction.comment}”` : ""].filter(Boolean).join(": ") || NONE;
          },
        ] as [string, (l: ComparedListing) => string],
    ),
  ];
  return rows.map(([label, value]) => {
    const values = listings.map(value);
    return { label, values, differs: new Set(values).size > 1 };
  });
}
