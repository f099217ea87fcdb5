/**
 * The agent finder's order: who has the most evidence of selling (or leasing) in the area. An
 * agent's evidence is their results there in the last 12 months: how many, how fast (median days
 * on market) and, to break ties, what their clients say (rating, then how many said it). Pure, so
 * the finder, the appraisal page and the tests rank the same way.
 */
import { daysOnMarket, median } from "../locations/market-figures";
import { withinWindow } from "./performance";

/** The agents paging default: 5 a page. */
export const AGENTS_PAGE_SIZE = 5;

export const AGENT_SORTS = ["evidence", "fastest", "rating"] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

export const AGENT_SORT_LABELS: Record<AgentSort, string> = {
  evidence: "Most sold",
  fastest: "Fewest days on market",
  rating: "Highest rated",
};

/** One sale or lease in the area, by the agent who made it. */
export interface AreaResult {
  agentId: number;
  at: number;
  listedAt: number;
  /** Published price; null when withheld (counted, never in the median). */
  price: number | null;
}

export interface AgentEvidence {
  agentId: number;
  results: number;
  medianDaysOnMarket: number | null;
  medianPrice: number | null;
  rating: number | null;
  reviewCount: number;
}

/** Each agent's evidence from the area's results within the 12-month window ending at `now`. */
export function evidenceByAgent(
  results: readonly AreaResult[],
  ratings: ReadonlyMap<number, { rating: number | null; reviewCount: number }>,
  now: number,
): AgentEvidence[] {
  const groups = new Map<number, { days: number[]; prices: number[] }>();
  for (const result of results) {
    if (!withinWindow(result, now)) continue;
    let group = groups.get(result.agentId);
    if (!group) groups.set(result.agentId, (group = { days: [], prices: [] }));
    group.days.push(daysOnMarket(result));
    if (result.price !== null) group.prices.push(result.price);
  }
  return [...groups].map(([agentId, group]) => ({
    agentId,
    results: group.days.length,
    medianDaysOnMarket: median(group.days),
    medianPrice: median(group.prices),
    rating: ratings.get(agentId)?.rating ?? null,
    reviewCount: ratings.get(agentId)?.reviewCount ?? 0,
  }));
}

/** Ascending comparison with nulls last. */
function nullsLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

const byResults = (a: AgentEvidence, b: AgentEvidence) => b.results - a.results;
const byDays = (a: AgentEvidence, b: AgentEvidence) => nullsLast(a.medianDaysOnMarket, b.medianDaysOnMarket);
const byRating = (a: AgentEvidence, b: AgentEvidence) =>
  nullsLast(a.rating === null ? null : -a.rating, b.rating === null ? null : -b.rating) ||
  b.reviewCount - a.reviewCount;

const ORDER: Record<AgentSort, ((a: AgentEvidence, b: AgentEvidence) => number)[]> = {
  evidence: [byResults, byDays, byRating],
  // Fastest among agents with real volume: a single quick sale should not top the list, so ties
  // in days fall back to how many results there are.
  fastest: [byDays, byResults, byRating],
  rating: [byRating, byResults, byDays],
};

/** The evidence in finder order; the agent id settles any remaining tie, so pages never overlap. */
export function rankAgents(evidence: readonly AgentEvidence[], sort: AgentSort = "evidence"): AgentEvidence[] {
  const rules = ORDER[sort];
  return [...evidence].sort((a, b) => {
    for (const rule of rules) {
      const order = rule(a, b);
      if (order !== 0) return order;
    }
    return a.agentId - b.agentId;
  });
}
