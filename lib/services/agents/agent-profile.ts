import { z } from "zod";
import { isAgencySlug } from "../../agents/agent-urls";
import { agentPerformance, PERFORMANCE_WINDOW_MS, type AgentPerformance } from "../../agents/performance";
import {
  countAgentListings,
  findAgentListings,
  findAgentSales,
  findServicedSuburbIds,
  getAgentByUsername as getAgentRowByUsername,
  listAgentReviews,
  ratingCounts,
  type AgentReviewRow,
} from "../../db/queries/agent-profile";
import type { StatusType } from "../../db/queries/listings";
import { getLocationsByIds } from "../locations/get-location";
import type { Location } from "../locations/location";
import type { ServiceContext } from "../context";
import { toListings } from "../listings/related-listings";
import type { Listing } from "../listings/listing";
import { toAgent, type Agent } from "./agent";

const usernameSchema = z.string().trim().toLowerCase().refine(isAgencySlug, "Not an agent's username");

/** The agent with this username, or null (also for text that cannot be a username). */
export async function getAgentByUsername(ctx: ServiceContext, raw: string): Promise<Agent | null> {
  const parsed = usernameSchema.safeParse(raw);
  if (!parsed.success) return null;
  const row = await getAgentRowByUsername(ctx.db, parsed.data);
  if (!row) return null;
  ctx.loaders.agent.prime(row.id, row);
  return toAgent(row);
}

/** The agent's track record over the last 12 months, from their own sales and leases. */
export async function getAgentPerformance(ctx: ServiceContext, agent: Pick<Agent, "id">): Promise<AgentPerformance> {
  const sales = await findAgentSales(ctx.db, agent.id, ctx.now - PERFORMANCE_WINDOW_MS);
  return agentPerformance(sales, ctx.now);
}

/** How many suburbs a profile lists as the agent's serviced locations. */
export const SERVICED_LOCATIONS_SHOWN = 8;

/** The suburbs the agent works in, most listings first (what they sell now and sold before). */
export async function getServicedLocations(ctx: ServiceContext, agent: Pick<Agent, "id">): Promise<Location[]> {
  return getLocationsByIds(ctx, await findServicedSuburbIds(ctx.db, agent.id, SERVICED_LOCATIONS_SHOWN));
}

/** Most listings of one status a profile shows at once. */
export const MAX_AGENT_LISTINGS_TAKE = 24;

const listingsInput = z.object({
  status: z.enum(["buy", "rent", "sold", "leased"]),
  take: z.number().int().min(1).max(MAX_AGENT_LISTINGS_TAKE).default(6),
  skip: z.number().int().min(0).max(10_000).default(0),
});

/** The agent's current listings (buy, rent) or results (sold, leased), newest first. */
export async function getAgentListings(
  ctx: ServiceContext,
  agent: Pick<Agent, "id">,
  raw: z.input<typeof listingsInput>,
): Promise<Listing[]> {
  const { status, take, skip } = listingsInput.parse(raw);
  return toListings(ctx, await findAgentListings(ctx.db, { agentId: agent.id, statusType: status, take, skip }));
}

export async function getAgentListingCounts(
  ctx: ServiceContext,
  agent: Pick<Agent, "id">,
): Promise<Record<StatusType, number>> {
  return countAgentListings(ctx.db, agent.id);
}

export interface AgentReview {
  id: number;
  agentId: number;
  authorName: string;
  rating: number;
  body: string;
  /** Written by the vendor of a sale the agent made, through the agent's request. */
  isVerifiedVendor: boolean;
  /** The site an imported review was first written on (createdAt is the day it was written there); null when written here. */
  importedFrom: string | null;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
}

export function toAgentReview(row: AgentReviewRow): AgentReview {
  return {
    id: row.id,
    agentId: row.agentId,
    authorName: row.authorName,
    rating: row.rating,
    body: row.body,
    isVerifiedVendor: row.isVendor,
    importedFrom: row.source,
    reply: row.reply,
    repliedAt: row.repliedAt === null ? null : new Date(row.repliedAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The agents paging default: take 5. */
export const AGENT_PAGE_SIZE = 5;
export const MAX_REVIEWS_TAKE = 50;

export const reviewPagingInput = z.object({
  take: z.number().int().min(1).max(MAX_REVIEWS_TAKE).default(AGENT_PAGE_SIZE),
  skip: z.number().int().min(0).max(100_000).default(0),
});

export async function getAgentReviews(
  ctx: ServiceContext,
  agent: Pick<Agent, "id">,
  raw: z.input<typeof reviewPagingInput>,
): Promise<AgentReview[]> {
  const { take, skip } = reviewPagingInput.parse(raw);
  return (await listAgentReviews(ctx.db, agent.id, take, skip)).map(toAgentReview);
}

/** How many reviews gave each rating, 5 stars first. */
export async function getRatingBreakdown(
  ctx: ServiceContext,
  agent: Pick<Agent, "id">,
): Promise<{ rating: number; count: number }[]> {
  const rows = await ratingCounts(ctx.db, [agent.id]);
  return [5, 4, 3, 2, 1].map((rating) => ({
    rating,
    count: rows.find((row) => row.rating === rating)?.count ?? 0,
  }));
}
