import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agentPerformance, PERFORMANCE_WINDOW_MS, type AgentSale } from "@/lib/agents/performance";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 3);

/** The median by counting, not sorting: the k-th smallest is the value with k smaller ones below it. */
function oracleMedian(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const kth = (k: number) =>
    values.find((v) => values.filter((w) => w < v).length <= k && values.filter((w) => w <= v).length > k)!;
  const n = values.length;
  return n % 2 === 1 ? kth((n - 1) / 2) : Math.round((kth(n / 2 - 1) + kth(n / 2)) / 2);
}

const sale: fc.Arbitrary<AgentSale> = fc
  .record({
    status: fc.constantFrom("sold" as const, "leased" as const),
    // Up to 18 months ago, and a little in the future: both sides of the window on purpose.
    daysAgo: fc.integer({ min: -10, max: 550 }),
    listedDaysBefore: fc.integer({ min: 0, max: 300 }),
    price: fc.option(fc.integer({ min: 100, max: 5_000_000 }), { freq: 4 }),
    firstAskingPrice: fc.option(fc.integer({ min: 100, max: 5_000_000 }), { freq: 3 }),
    suburbId: fc.integer({ min: 1, max: 4 }),
    propertyType: fc.constantFrom(4, 7, 14),
  })
  .map((raw) => {
    const at = NOW - raw.daysAgo * DAY;
    return {
      status: raw.status,
      at,
      listedAt: at - raw.listedDaysBefore * DAY,
      price: raw.price,
      firstAskingPrice: raw.firstAskingPrice,
      suburbId: raw.suburbId,
      propertyType: raw.propertyType,
    };
  });

describe("agent performance", () => {
  it("matches an independent recount of the last 12 months", () => {
    fc.assert(
      fc.property(fc.array(sale, { maxLength: 60 }), (sales) => {
        const figures = agentPerformance(sales, NOW);
        // Recount one sale at a time, by days, without the library's window helper.
        let sold = 0;
        let leased = 0;
        const prices: number[] = [];
        const days: number[] = [];
        let asked = 0;
        let below = 0;
        for (const s of sales) {
          const inWindow = NOW - s.at <= 365 * DAY && s.at <= NOW;
          if (!inWindow) continue;
          if (s.status === "leased") {
            leased += 1;
            continue;
          }
          sold += 1;
          days.push(Math.max(0, Math.round((s.at - s.listedAt) / DAY)));
          if (s.price !== null) prices.push(s.price);
          if (s.price !== null && s.firstAskingPrice !== null) {
            asked += 1;
            if (s.price < s.firstAskingPrice) below += 1;
          }
        }
        expect(figures).toEqual({
          soldLast12Months: sold,
          leasedLast12Months: leased,
          medianSoldPrice: oracleMedian(prices),
          medianDaysOnMarket: oracleMedian(days),
          salesWithAskingPrice: asked,
          soldBelowAsking: below,
        });
      }),
    );
  });

  it("a withheld price counts as a sale but never moves the median", () => {
    fc.assert(
      fc.property(
        fc.array(sale, { maxLength: 30 }),
        fc.integer({ min: 0, max: 364 }),
        fc.integer({ min: 1, max: 50_000_000 }),
        (sales, daysAgo, secret) => {
          const withheld: AgentSale = {
            status: "sold",
            at: NOW - daysAgo * DAY,
            listedAt: NOW - daysAgo * DAY - 30 * DAY,
            price: null,
            firstAskingPrice: secret,
            suburbId: 1,
            propertyType: 7,
          };
          const before = agentPerformance(sales, NOW);
          const after = agentPerformance([...sales, withheld], NOW);
          expect(after.soldLast12Months).toBe(before.soldLast12Months + 1);
          expect(after.medianSoldPrice).toBe(before.medianSoldPrice);
          expect(after.salesWithAskingPrice).toBe(before.salesWithAskingPrice);
        },
      ),
    );
  });

  it("the window is 365 days back from now, both ends included", () => {
    const at = (ms: number): AgentSale => ({
      status: "sold",
      at: ms,
      listedAt: ms - 10 * DAY,
      price: 1_000_000,
      firstAskingPrice: null,
      suburbId: 1,
      propertyType: 7,
    });
    const figures = agentPerformance(
      [at(NOW), at(NOW - PERFORMANCE_WINDOW_MS), at(NOW - PERFORMANCE_WINDOW_MS - 1), at(NOW + 1)],
      NOW,
    );
    expect(figures.soldLast12Months).toBe(2);
    expect(figures.medianDaysOnMarket).toBe(10);
  });
});
