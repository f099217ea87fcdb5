import type { Viewer } from "../../auth/roles";
import { addCounts, HUB_WEEKS, weeklySeries, type WeeklySeries } from "../../agents/performance-hub";
import { PERFORMANCE_WINDOW_MS } from "../../agents/performance";
import { evidenceByAgent, rankAgents } from "../../agents/ranking";
import { findAreaResults } from "../../db/queries/agents/agent-finder";
import { findServicedSuburbIds } from "../../db/queries/agents/agent-profile";
import {
  WEEK_MS,
  weeklyListingEnquiries,
  weeklyProfileEnquiries,
  weeklyTrackingEvents,
} from "../../db/queries/agents/performance-hub";
import type { ServiceContext } from "../context";
import { getLocationsByIds } from "../locations/get-location";
import type { Location } from "../locations/location";
import { requireMember } from "../members/authorization";
import { fail, type Result } from "../result";
import type { Agent } from "./agent";
import { getAgents } from "./get-agents";
import { agentIdOfViewer, ONLY_AGENTS_MESSAGE } from "./agent-transactions";

/** How many of the agent's suburbs the hub ranks them in. */
export const HUB_SUBURBS = 5;

export interface SuburbStanding {
  location: Location;
  /** 1 = most sold there in 12 months; null when the agent sold nothing there in that time. */
  rank: number | null;
  /** Agents with a sale there in the 12 months. */
  agentsRanked: number;
  sold: number;
}

export interface PerformanceHub {
  agent: Agent;
  /** Start of the first week of the series (epoch ms). */
  since: number;
  listingViews: WeeklySeries;
  profileViews: WeeklySeries;
  enquiries: WeeklySeries;
  standings: SuburbStanding[];
}

/**
 * The signed-in agent's performance hub: views of their listings and profile from the tracking
 * data and enquiries, per week over 12 weeks with the trend, and where they rank by sales in their
 * busiest suburbs (the finder's order). Only for a member who is an agent; the agent is the
 * session's, never one named by the request.
 */
export async function getPerformanceHub(ctx: ServiceContext, viewer: Viewer | null): Promise<Result<PerformanceHub>> {
  requireMember(viewer);
  const agentId = await agentIdOfViewer(ctx, viewer);
  if (agentId === null)
    return fail("FORBIDDEN", ONLY_AGENTS_MESSAGE.replace("manage transactions", "see a performance hub"));
  const [agent] = await getAgents(ctx, [agentId]);
  if (!agent) return fail("NOT_FOUND", "Your agent profile is no longer on Homefront.");
  const since = ctx.now - HUB_WEEKS * WEEK_MS;
  const [listingViews, profileViews, listingEnquiries, profileEnquiries, suburbIds] = await Promise.all([
    weeklyTrackingEvents(ctx.db, agentId, "listing", since),
    weeklyTrackingEvents(ctx.db, agentId, "agent", since),
    weeklyListingEnquiries(ctx.db, agentId, since),
    weeklyProfileEnquiries(ctx.db, agentId, since),
    findServicedSuburbIds(ctx.db, agentId, HUB_SUBURBS),
  ]);
  return {
    ok: true,
    agent,
    since,
    listingViews: weeklySeries(listingViews),
    profileViews: weeklySeries(profileViews),
    enquiries: weeklySeries(addCounts(listingEnquiries, profileEnquiries)),
    standings: await standingsIn(ctx, agentId, suburbIds),
  };
}

async function standingsIn(ctx: ServiceContext, agentId: number, suburbIds: number[]): Promise<SuburbStanding[]> {
  const locations = await getLocationsByIds(ctx, suburbIds);
  return Promise.all(
    locations.map(async (location) => {
      const results = await findAreaResults(ctx.db, {
        suburbIds: [Number(location.id)],
        status: "sold",
        since: ctx.now - PERFORMANCE_WINDOW_MS,
        until: ctx.now,
      });
      const agents = await getAgents(ctx, [...new Set(results.map((r) => r.agentId))]);
      const ratings = new Map(agents.map((a) => [a.id, { rating: a.ratingAverage, reviewCount: a.reviewCount }]));
      const ranked = rankAgents(evidenceByAgent(results, ratings, ctx.now), "evidence");
      const index = ranked.findIndex((e) => e.agentId === agentId);
      return {
        location,
        rank: index === -1 ? null : index + 1,
        agentsRanked: ranked.length,
        sold: index === -1 ? 0 : ranked[index]!.results,
      };
    }),
  );
}

/** The hub as GraphQL serves it: `since` as ISO time. */
export type PerformanceHubModel = Omit<PerformanceHub, "since"> & { since: string };
