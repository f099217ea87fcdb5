import { z } from "zod";
import { isAgencySlug } from "../../agents/agent-urls";
import { labelledSocialLinks, type LabelledSocialLink } from "../../agents/profile-extras";
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
} from "../../db/queries/agents/agent-profile";
import type { StatusType } from "../../db/queries/listings/listings";
import { getLocation, getLocationsByIds } from "../locations/get-location";
import type { Location } from "../locations/location";
import type { ServiceContext } from "../context";
import { fail, type Result } from "../result";
import { toListings } from "../listings/related-listings";
import type { Listing } from "../listings/listing";
import { toAgent, type Agent, type Company, type Office } from "./agent";
import { getCompanyOrThrow, getOfficeOrThrow } from "./get-agents";

const usernameSchema = z.string().trim().toLowerCase().refine(isAgencySlug, "Not an agent's username");

export const NO_SUCH_AGENT = "No agent on Homefront has that username.";

/** The agent with this username; NOT_FOUND also for text that cannot be a username. */
export async function getAgentByUsername(ctx: ServiceContext, raw: string): Promise<Result<{ agent: Agent }>> {
  const parsed = usernameSchema.safeParse(raw);
  if (!parsed.success) return fail("NOT_FOUND", NO_SUCH_AGENT);
  const row = await getAgentRowByUsername(ctx.db, parsed.data);
  if (!row) return fail("NOT_FOUND", NO_SUCH_AGENT);
  ctx.loaders.agent.prime(row.id, row);
  return { ok: true, agent: toAgent(row) };
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

/** An agent's office as their profile shows it: where it is, and the company whose brand it wears. */
export interface AgentOffice extends Office {
  /** Null only if the office's suburb is missing from the places data. */
  suburb: Location | null;
  company: Company;
}

/**
 * Everything an agent's profile and information kit show before their streamed parts (listings,
 * reviews, activity): the agent, their office, their last 12 months, how many listings of each
 * status, the spread of their ratings, where they work and their links named by site.
 */
export interface AgentProfile extends Omit<Agent, "socialLinks"> {
  socialLinks: LabelledSocialLink[];
  office: AgentOffice;
  performance: AgentPerformance;
  listingCounts: Record<StatusType, number>;
  ratingBreakdown: { rating: number; count: number }[];
  servicedLocations: Location[];
}

async function agentOffice(ctx: ServiceContext, officeId: number): Promise<AgentOffice> {
  const office = await getOfficeOrThrow(ctx, officeId);
  const [company, suburb] = await Promise.all([
    getCompanyOrThrow(ctx, office.companyId),
    getLocation(ctx, String(office.suburbId)),
  ]);
  return { ...office, company, suburb };
}

/** The profile of the agent with this username (NOT_FOUND as getAgentByUsername). */
export async function getAgentProfile(ctx: ServiceContext, username: string): Promise<Result<{ agent: AgentProfile }>> {
  const found = await getAgentByUsername(ctx, username);
  if (!found.ok) return found;
  const { agent } = found;
  const [office, performance, listingCounts, ratingBreakdown, servicedLocations] = await Promise.all([
    agentOffice(ctx, agent.officeId),
    getAgentPerformance(ctx, agent),
    getAgentListingCounts(ctx, agent),
    getRatingBreakdown(ctx, agent),
    getServicedLocations(ctx, agent),
  ]);
  return {
    ok: true,
    agent: {
      ...agent,
      socialLinks: labelledSocialLinks(agent.socialLinks),
      office,
      performance,
      listingCounts,
      ratingBreakdown,
      servicedLocations,
    },
  };
}
