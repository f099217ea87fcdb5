/**
 * Market figures of a suburb, computed from its sold and leased listings: per calendar month and
 * property type (the trend charts) and, over the last 12 months, per property type and bedrooms
 * (the median tables). Pure: the seed and the scheduled refresh compute with it, pages only read
 * its results from the tables they are stored in (never aggregating sales per request).
 */

/** A property type or bedroom count of -1 stands for all of them together. */
export const ALL = -1;
/** Months a trend covers, this month included. */
export const TREND_MONTHS = 24;
/** Months the median tables cover. */
export const MEDIAN_MONTHS = 12;
/** Bedroom counts above this are counted with it ("5+"), as the bedroom filter does. */
export const MAX_BEDROOMS = 5;

export type MarketStatus = "sold" | "leased";

/** One sale or lease as the figures need it. */
export interface MarketEvent {
  status: MarketStatus;
  /** When it sold or leased (epoch ms). */
  at: number;
  propertyType: number;
  bedrooms: number;
  /** Sold price or weekly rent; null when withheld (counted, but not in the median). */
  price: number | null;
  /** When it was listed (epoch ms). */
  listedAt: number;
  /** The first asking price of a sale, when known. */
  firstAskingPrice: number | null;
}

export interface MarketMonth {
  status: MarketStatus;
  /** yyyymm, e.g. 202611. */
  month: number;
  propertyType: number;
  listings: number;
  medianPrice: number | null;
  medianDaysOnMarket: number;
  /** Sales whose price and first asking price are both known, and of those, sold below asking. */
  asked: number;
  belowAsking: number;
}

export interface MarketMedian {
  status: MarketStatus;
  propertyType: number;
  bedrooms: number;
  listings: number;
  medianPrice: number | null;
  /** Median whole days from listing to sale or lease (the fastest-selling ranking). */
  medianDaysOnMarket: number;
}

const DAY_MS = 86_400_000;

/**
 * The calendar month of a time, in Australian Eastern Standard Time (UTC+10, no daylight saving
 * shift): where most sales happen, and a fixed offset keeps the figure pure and the same
 * everywhere it is computed.
 */
export function monthOf(at: number): number {
  const date = new Date(at + 10 * 3_600_000);
  return date.getUTCFullYear() * 100 + date.getUTCMonth() + 1;
}

/** The month `count` months before `month` (yyyymm arithmetic across years). */
export function monthsBefore(month: number, count: number): number {
  const index = Math.floor(month / 100) * 12 + (month % 100) - 1 - count;
  return Math.floor(index / 12) * 100 + (index % 12) + 1;
}

/** The months of a trend ending in `now`'s month, oldest first. */
export function trendMonths(now: number, count = TREND_MONTHS): number[] {
  const last = monthOf(now);
  return Array.from({ length: count }, (_, i) => monthsBefore(last, count - 1 - i));
}

/** The median of whole numbers, the two middle values averaged and rounded when even; null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

interface Group {
  status: MarketStatus;
  month: number;
  propertyType: number;
  prices: number[];
  days: number[];
  asked: number;
  belowAsking: number;
}

/** Whole days from listing to sale (never negative). */
export function daysOnMarket(event: Pick<MarketEvent, "at" | "listedAt">): number {
  return Math.max(0, Math.round((event.at - event.listedAt) / DAY_MS));
}

/** Monthly figures for the trend window ending at `now`, per property type and for all types (ALL). */
export function marketMonths(events: readonly MarketEvent[], now: number): MarketMonth[] {
  const first = trendMonths(now)[0]!;
  const last = monthOf(now);
  const groups = new Map<string, Group>();
  for (const event of events) {
    const month = monthOf(event.at);
    if (month < first || month > last) continue;
    for (const propertyType of [ALL, event.propertyType]) {
      const key = `${event.status}|${month}|${propertyType}`;
      let group = groups.get(key);
      if (!group) {
        group = { status: event.status, month, propertyType, prices: [], days: [], asked: 0, belowAsking: 0 };
        groups.set(key, group);
      }
      if (event.price !== null) group.prices.push(event.price);
      group.days.push(daysOnMarket(event));
      if (event.status === "sold" && event.price !== null && event.firstAskingPrice !== null) {
        group.asked += 1;
        if (event.price < event.firstAskingPrice) group.belowAsking += 1;
      }
    }
  }
  return [...groups.values()].map((group) => ({
    status: group.status,
    month: group.month,
    propertyType: group.propertyType,
    listings: group.days.length,
    medianPrice: median(group.prices),
    medianDaysOnMarket: median(group.days)!,
    asked: group.asked,
    belowAsking: group.belowAsking,
  }));
}

/** Medians over the last 12 months (this month and the 11 before) by property type × bedrooms, with ALL rows. */
export function marketMedians(events: readonly MarketEvent[], now: number): MarketMedian[] {
  const first = monthsBefore(monthOf(now), MEDIAN_MONTHS - 1);
  const last = monthOf(now);
  type Group = Omit<MarketMedian, "medianPrice" | "medianDaysOnMarket"> & { prices: number[]; days: number[] };
  const groups = new Map<string, Group>();
  for (const event of events) {
    const month = monthOf(event.at);
    if (month < first || month > last) continue;
    for (const propertyType of [ALL, event.propertyType]) {
      for (const bedrooms of [ALL, Math.min(event.bedrooms, MAX_BEDROOMS)]) {
        const key = `${event.status}|${propertyType}|${bedrooms}`;
        let group = groups.get(key);
        if (!group) {
          group = { status: event.status, propertyType, bedrooms, listings: 0, prices: [], days: [] };
          groups.set(key, group);
        }
        group.listings += 1;
        if (event.price !== null) group.prices.push(event.price);
        group.days.push(daysOnMarket(event));
      }
    }
  }
  return [...groups.values()].map(({ prices, days, ...group }) => ({
    ...group,
    medianPrice: median(prices),
    medianDaysOnMarket: median(days)!,
  }));
}

/** Months a street's median covers: a street sees a handful of sales a year, so both years kept. */
export const STREET_MEDIAN_MONTHS = TREND_MONTHS;

export interface StreetMedian {
  streetName: string;
  status: MarketStatus;
  /** Sales (or leases) in the window, withheld prices included. */
  listings: number;
  /** Median of the published prices; null when none was published. */
  medianPrice: number | null;
}

/**
 * Per street of a suburb: sales and leases over the last two years and the median published
 * price. A withheld price counts as a sale but never enters the median, or one published sale
 * beside it would give it away.
 */
export function streetMedians(
  events: readonly (Pick<MarketEvent, "status" | "at" | "price"> & { streetName: string })[],
  now: number,
): StreetMedian[] {
  const first = monthsBefore(monthOf(now), STREET_MEDIAN_MONTHS - 1);
  const last = monthOf(now);
  const groups = new Map<string, StreetMedian & { prices: number[] }>();
  for (const event of events) {
    const month = monthOf(event.at);
    if (month < first || month > last) continue;
    const key = `${event.status}|${event.streetName}`;
    let group = groups.get(key);
    if (!group) {
      group = { streetName: event.streetName, status: event.status, listings: 0, medianPrice: null, prices: [] };
      groups.set(key, group);
    }
    group.listings += 1;
    if (event.price !== null) group.prices.push(event.price);
  }
  return [...groups.values()].map(({ prices, ...group }) => ({ ...group, medianPrice: median(prices) }));
}
