/**
 * An agent's track record, computed from their own listings: what buyers and sellers compare
 * agents by. Pure, so the profile, the finder and the tests count the same way.
 *
 * Only published figures count: a sold listing whose price the agent withheld has no `price`
 * (lib/listings/disclosed-price.ts keeps the column to published figures), so it counts as a sale
 * and in the days on market, never in the median price, which would otherwise let the withheld
 * figure be worked out.
 */
import { daysOnMarket, median } from "../locations/market-figures";

/** The window the figures cover: the last 12 months, as "sold in the last 12 months" says. */
export const PERFORMANCE_WINDOW_MS = 365 * 86_400_000;

/** One of the agent's sales or leases as the figures need it. */
export interface AgentSale {
  status: "sold" | "leased";
  /** When it sold or leased (epoch ms). */
  at: number;
  /** When it was listed (epoch ms). */
  listedAt: number;
  /** The published sold price or weekly rent; null when withheld. */
  price: number | null;
  /** The first asking price of a sale, when known. */
  firstAskingPrice: number | null;
  suburbId: number;
  propertyType: number;
}

export interface AgentPerformance {
  soldLast12Months: number;
  leasedLast12Months: number;
  /** Median published sold price over the window; null when none was published. */
  medianSoldPrice: number | null;
  /** Median whole days from listing to sale over the window; null without sales. */
  medianDaysOnMarket: number | null;
  /** Sales with a published price and a known first asking price, and of those, sold below it. */
  salesWithAskingPrice: number;
  soldBelowAsking: number;
}

/** Sales and leases within the window ending at `now` (inclusive of its start). */
export function withinWindow(sale: Pick<AgentSale, "at">, now: number): boolean {
  return sale.at >= now - PERFORMANCE_WINDOW_MS && sale.at <= now;
}

export function agentPerformance(sales: readonly AgentSale[], now: number): AgentPerformance {
  const sold = sales.filter((sale) => sale.status === "sold" && withinWindow(sale, now));
  const leased = sales.filter((sale) => sale.status === "leased" && withinWindow(sale, now));
  const prices = sold.flatMap((sale) => (sale.price === null ? [] : [sale.price]));
  const asked = sold.filter((sale) => sale.price !== null && sale.firstAskingPrice !== null);
  return {
    soldLast12Months: sold.length,
    leasedLast12Months: leased.length,
    medianSoldPrice: median(prices),
    medianDaysOnMarket: median(sold.map(daysOnMarket)),
    salesWithAskingPrice: asked.length,
    soldBelowAsking: asked.filter((sale) => sale.price! < sale.firstAskingPrice!).length,
  };
}

export interface PerformanceGroup<K> extends AgentPerformance {
  key: K;
}

/** The same figures per suburb or per property type (the listings stats call), busiest first. */
export function performanceBy<K extends number>(
  sales: readonly AgentSale[],
  now: number,
  keyOf: (sale: AgentSale) => K,
): PerformanceGroup<K>[] {
  const groups = new Map<K, AgentSale[]>();
  for (const sale of sales) {
    if (!withinWindow(sale, now)) continue;
    const key = keyOf(sale);
    const group = groups.get(key);
    if (group) group.push(sale);
    else groups.set(key, [sale]);
  }
  return [...groups]
    .map(([key, group]) => ({ key, ...agentPerformance(group, now) }))
    .sort(
      (a, b) =>
        b.soldLast12Months + b.leasedLast12Months - (a.soldLast12Months + a.leasedLast12Months) || a.key - b.key,
    );
}
