import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AGENT_SORTS, evidenceByAgent, rankAgents, type AgentEvidence, type AreaResult } from "@/lib/agents/ranking";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 3);

const evidence: fc.Arbitrary<AgentEvidence> = fc.record({
  agentId: fc.integer({ min: 1, max: 40 }),
  results: fc.integer({ min: 1, max: 6 }),
  medianDaysOnMarket: fc.option(fc.integer({ min: 0, max: 5 }), { freq: 5 }),
  medianPrice: fc.option(fc.integer({ min: 1, max: 3 }), { freq: 3 }),
  rating: fc.option(fc.constantFrom(3, 4.5, 5), { freq: 3 }),
  reviewCount: fc.integer({ min: 0, max: 3 }),
});
const field = fc.uniqueArray(evidence, { selector: (e) => e.agentId, maxLength: 25 });

/**
 * The oracle: a tuple per agent whose lexicographic order is the rule as written in words, with
 * a missing median or rating as the worst value. The rank of an agent is how many tuples beat it.
 */
function key(e: AgentEvidence, sort: (typeof AGENT_SORTS)[number]): number[] {
  const days = e.medianDaysOnMarket ?? Number.POSITIVE_INFINITY;
  const rating = e.rating === null ? Number.POSITIVE_INFINITY : -e.rating;
  const results = -e.results;
  const reviews = -e.reviewCount;
  if (sort === "evidence") return [results, days, rating, reviews, e.agentId];
  if (sort === "fastest") return [days, results, rating, reviews, e.agentId];
  return [rating, reviews, results, days, e.agentId];
}
function beats(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

describe("agent finder ranking", () => {
  it("puts each agent where the number of agents beating it says, for every sort", () => {
    fc.assert(
      fc.property(field, fc.constantFrom(...AGENT_SORTS), (agents, sort) => {
        const ranked = rankAgents(agents, sort);
        expect(ranked.map((e) => e.agentId).sort((a, b) => a - b)).toEqual(
          agents.map((e) => e.agentId).sort((a, b) => a - b),
        );
        ranked.forEach((agent, position) => {
          const better = agents.filter((other) => beats(key(other, sort), key(agent, sort))).length;
          expect(position).toBe(better);
        });
      }),
    );
  });

  it("more sales in the area always rank first by default, whatever the rating", () => {
    const busy: AgentEvidence = {
      agentId: 2,
      results: 9,
      medianDaysOnMarket: 80,
      medianPrice: null,
      rating: null,
      reviewCount: 0,
    };
    const loved: AgentEvidence = {
      agentId: 1,
      results: 3,
      medianDaysOnMarket: 10,
      medianPrice: null,
      rating: 5,
      reviewCount: 90,
    };
    expect(rankAgents([loved, busy]).map((e) => e.agentId)).toEqual([2, 1]);
    expect(rankAgents([loved, busy], "rating").map((e) => e.agentId)).toEqual([1, 2]);
  });

  it("evidence counts only the last 12 months and keeps withheld prices out of the median", () => {
    const result = (agentId: number, daysAgo: number, price: number | null): AreaResult => ({
      agentId,
      at: NOW - daysAgo * DAY,
      listedAt: NOW - (daysAgo + 20) * DAY,
      price,
    });
    const found = evidenceByAgent(
      [result(1, 10, 900_000), result(1, 20, null), result(1, 400, 5_000_000), result(2, 30, 700_000)],
      new Map([[1, { rating: 4.5, reviewCount: 12 }]]),
      NOW,
    );
    expect(found).toEqual([
      { agentId: 1, results: 2, medianDaysOnMarket: 20, medianPrice: 900_000, rating: 4.5, reviewCount: 12 },
      { agentId: 2, results: 1, medianDaysOnMarket: 20, medianPrice: 700_000, rating: null, reviewCount: 0 },
    ]);
  });
});
