import { z } from "zod";
import {
  activityPage,
  AGENT_ACTIVITY_TYPES,
  listingActivityHeadline,
  MAX_ACTIVITY_SKIP,
  type ActivityRef,
  type AgentActivityType,
} from "../../agents/activity";
import { AGENTS_PAGE_SIZE } from "../../agents/ranking";
import { agentWorkRows } from "../../db/queries/agents/agent-activity";
import type { ServiceContext } from "../context";
import { getMemberActivity } from "../community/member-activity";
import { getListingsByIds } from "../listings/related-listings";
import type { Listing } from "../listings/listing";
import { badInput, fail, type Result } from "../result";
import type { Agent } from "./agent";
import { getAgents } from "./get-agents";

/*
 * An agent's activities, newest first: what they listed, sold or leased, reviews they received
 * or wrote, and (through their member account) places they reviewed and questions they answered
 * or asked. Derived from the tables those things live in, each read through its own index; only
 * a page's listings are read in full. Public and the same for everyone (visible posts only), so
 * the profile renders the first page into its shared copy.
 */

/** Most agents one call may ask about (the main API's json filter). */
export const MAX_ACTIVITY_AGENTS = 5;
export const MAX_ACTIVITY_TAKE = 50;

const agentIdSchema = z
  .number({ message: "userIds is a list of agent ids (numbers)." })
  .int("userIds is a list of agent ids (numbers).")
  .positive("userIds is a list of agent ids (numbers).")
  .max(Number.MAX_SAFE_INTEGER, "userIds is a list of agent ids (numbers).");

export const activityPagingSchema = z.object({
  types: z
    .array(
      z.enum(AGENT_ACTIVITY_TYPES, {
        message: `types holds activity item types: ${AGENT_ACTIVITY_TYPES.join(", ")}.`,
      }),
      { message: "types is a list of activity item types." },
    )
    .optional(),
  skip: z
    .number({ message: "skip must be a number." })
    .int("skip must be a whole number.")
    .min(0, "skip cannot be negative.")
    .max(MAX_ACTIVITY_SKIP, `skip is at most ${MAX_ACTIVITY_SKIP}.`)
    .default(0),
  take: z
    .number({ message: "take must be a number." })
    .int("take must be a whole number.")
    .min(1, "take must be at least 1.")
    .max(MAX_ACTIVITY_TAKE, `take is at most ${MAX_ACTIVITY_TAKE}.`)
    .default(AGENTS_PAGE_SIZE),
});

/** The main API's json filter: {"userIds":[300001],"types":["SoldOrLeasedAProperty"],"skip":0,"take":5}. */
export const activitiesFilterSchema = activityPagingSchema
  .extend({
    userIds: z
      .array(agentIdSchema, { message: "userIds is a list of agent ids (numbers)." })
      .min(1, "userIds names at least one agent id.")
      .max(MAX_ACTIVITY_AGENTS, `userIds holds at most ${MAX_ACTIVITY_AGENTS} agent ids.`),
  })
  .strict();

export interface AgentActivity {
  type: AgentActivityType;
  /** The id of what it is about, within its type: a listing, a review, a question or an answer. */
  id: number;
  agentId: number;
  /** When it happened (ISO). */
  at: string;
  headline: string;
  /** The start of the text (a listing's title, what a review or post says), as text. */
  excerpt: string;
  /** The page it is on. */
  uri: string;
  /** A review's rating (of the agent or of a place). */
  rating: number | null;
}

/** An item before the page's listings and reviewed agents are read. */
type Pending = ActivityRef & {
  agentId: number;
  /** A listing or another agent the description needs, read for the page's items only. */
  listingId?: number;
  reviewedAgentId?: number;
  describe: (page: PageDetails) => Omit<AgentActivity, "agentId"> | null;
};

/** What an agent's activities need of the agent: who, and where reviews of them are read. */
export type ActivityAgent = Pick<Agent, "id" | "profileUrl">;

interface PageDetails {
  listings: Map<number, Listing>;
  agents: Map<number, Agent>;
}

function listingAddress(listing: Listing): string {
  const { address } = listing;
  return address.isDisclosed
    ? address.displayAddress
    : `a home in ${address.suburb} ${address.stateCode} ${address.postcode} (address on request)`;
}

/** The newest `n` items of every kind for one agent, not yet described. */
async function pendingOf(ctx: ServiceContext, agent: ActivityAgent, n: number): Promise<Pending[]> {
  const work = await agentWorkRows(ctx.db, agent.id, n);
  const community = work.memberId === null ? [] : await getMemberActivity(ctx, null, work.memberId, n);
  const at = (ms: number) => new Date(ms).toISOString();
  const listingItem =
    (type: "ListedAProperty" | "SoldOrLeasedAProperty") =>
    (row: (typeof work.listed)[number]): Pending => ({
      type,
      id: row.id,
      at: row.at,
      agentId: agent.id,
      listingId: row.id,
      describe: ({ listings }) => {
        const listing = listings.get(row.id);
        if (!listing) return null;
        return {
          type,
          id: row.id,
          at: at(row.at),
          headline: listingActivityHeadline(type, row.status, listingAddress(listing)),
          excerpt: listing.title,
          uri: listing.uri,
          rating: null,
        };
      },
    });
  return [
    ...work.listed.map(listingItem("ListedAProperty")),
    ...work.results.map(listingItem("SoldOrLeasedAProperty")),
    ...work.reviewsReceived.map((row): Pending => ({
      type: "Reviewed",
      id: row.id,
      at: row.at,
      agentId: agent.id,
      describe: () => ({
        type: "Reviewed",
        id: row.id,
        at: at(row.at),
        headline: `Reviewed by ${row.authorName}${row.isVendor ? ", a verified vendor" : ""}`,
        excerpt: row.body,
        uri: `${agent.profileUrl}#agent-reviews`,
        rating: row.rating,
      }),
    })),
    ...work.reviewsWritten.map((row): Pending => ({
      type: "Reviewed",
      id: row.id,
      at: row.at,
      agentId: agent.id,
      reviewedAgentId: row.agentId,
      describe: ({ agents }) => {
        const reviewed = agents.get(row.agentId);
        if (!reviewed) return null;
        return {
          type: "Reviewed",
          id: row.id,
          at: at(row.at),
          headline: `Reviewed ${reviewed.name}`,
          excerpt: row.body,
          uri: `${reviewed.profileUrl}#agent-reviews`,
          rating: row.rating,
        };
      },
    })),
    ...community.map((item): Pending => ({
      type: item.type,
      id: item.id,
      at: Date.parse(item.at),
      agentId: agent.id,
      describe: () => ({
        type: item.type,
        id: item.id,
        at: item.at,
        headline: item.headline,
        excerpt: item.excerpt,
        uri: item.uri,
        rating: item.rating,
      }),
    })),
  ];
}

/** The activities of these agents (already found), newest first, one page. */
export async function activitiesOfAgents(
  ctx: ServiceContext,
  agents: readonly ActivityAgent[],
  paging: z.output<typeof activityPagingSchema>,
): Promise<{ activities: AgentActivity[]; hasMore: boolean }> {
  const wanted = new Set<AgentActivityType>(paging.types ?? AGENT_ACTIVITY_TYPES);
  const n = paging.skip + paging.take + 1;
  const sources = await Promise.all(agents.map((agent) => pendingOf(ctx, agent, n)));
  const { items, hasMore } = activityPage(
    sources.map((source) => source.filter((item) => wanted.has(item.type))),
    paging.skip,
    paging.take,
  );
  const listingIds = items.flatMap((item) => (item.listingId === undefined ? [] : [item.listingId]));
  const agentIds = items.flatMap((item) => (item.reviewedAgentId === undefined ? [] : [item.reviewedAgentId]));
  const [listings, reviewedAgents] = await Promise.all([
    listingIds.length === 0 ? [] : getListingsByIds(ctx, { ids: listingIds, take: listingIds.length }),
    getAgents(ctx, [...new Set(agentIds)]),
  ]);
  const details: PageDetails = {
    listings: new Map(listings.map((listing) => [listing.id, listing])),
    agents: new Map(reviewedAgents.map((reviewed) => [reviewed.id, reviewed])),
  };
  return {
    activities: items.flatMap((item) => {
      const described = item.describe(details);
      return described ? [{ ...described, agentId: item.agentId }] : [];
    }),
    hasMore,
  };
}

/** GET /agents/activities?json={…}: the activities of one or more agents (by id), newest first. */
export async function agentActivitiesByFilter(
  ctx: ServiceContext,
  raw: Record<string, unknown>,
): Promise<Result<{ activities: AgentActivity[]; hasMore: boolean }>> {
  const filter = activitiesFilterSchema.safeParse(raw);
  if (!filter.success) return badInput(filter.error, filter.error.issues[0]?.message);
  const ids = [...new Set(filter.data.userIds)];
  const agents = await getAgents(ctx, ids);
  const missing = ids.find((id) => !agents.some((agent) => agent.id === id));
  if (missing !== undefined) return fail("NOT_FOUND", `No agent has the id ${missing}.`);
  return { ok: true, ...(await activitiesOfAgents(ctx, agents, filter.data)) };
}

/** One agent's activities (the profile, GraphQL by username); paging as the main API reads it. */
export async function agentActivities(
  ctx: ServiceContext,
  agent: ActivityAgent,
  raw: unknown,
): Promise<Result<{ activities: AgentActivity[]; hasMore: boolean }>> {
  const paging = activityPagingSchema.strict().safeParse(raw);
  if (!paging.success) return badInput(paging.error, paging.error.issues[0]?.message);
  return { ok: true, ...(await activitiesOfAgents(ctx, [agent], paging.data)) };
}
