import { z } from "zod";
import { AGENT_REVIEWS_PAGING } from "@/lib/http/api/operations/agents";
import {
  agentPerformance,
  performanceBy,
  PERFORMANCE_WINDOW_MS,
  type AgentPerformance,
} from "@/lib/agents/performance";
import { findAgentSales, getAgentReview } from "@/lib/db/queries/agents/agent-profile";
import { propertyTypeById } from "@/lib/listings/property-types";
import type { ServiceContext } from "@/lib/services/context";
import { getLocationsByIds } from "@/lib/services/locations/get-location";
import type { Location } from "@/lib/services/locations/location";
import { badInput, fail, type Result } from "@/lib/services/result";
import { toAgentReview, type AgentReview, getAgentReviews } from "@/lib/services/agents/agent-profile";
import { getAgents, getOfficeOrThrow } from "@/lib/services/agents/get-agents";
import type { Agent, Office } from "@/lib/services/agents/agent";
import { suggestAgentsAndLocations } from "@/lib/services/agents/agent-finder";

/*
 * The main API's agent calls (app/api/v1/agent…, /search/…andlocations): JSON for clients outside
 * the app, with the product's defaults (reviews take 5). Every input is parsed here; a malformed
 * one is a 400 with a sentence, an unknown agent a 404. /agents and /offices by id are the
 * services' (lib/services/agents/agents-by-filter.ts), which GraphQL's agents query shares.
 */

const NO_AGENT = "No agent has that id.";
const idSchema = z
  .string()
  .regex(/^\d{1,9}$/, "An agent id is a number, e.g. 300001.")
  .transform(Number);

async function agentOf(ctx: ServiceContext, rawId: string): Promise<Result<{ agent: Agent }>> {
  const id = idSchema.safeParse(rawId);
  if (!id.success) return badInput(id.error, id.error.issues[0]?.message);
  const [agent] = await getAgents(ctx, [id.data]);
  return agent ? { ok: true, agent } : fail("NOT_FOUND", NO_AGENT);
}

/** GET /agent/{id}: the agent with their office. */
export async function agentById(
  ctx: ServiceContext,
  rawId: string,
): Promise<Result<{ agent: Agent & { office: Office } }>> {
  const found = await agentOf(ctx, rawId);
  if (!found.ok) return found;
  return { ok: true, agent: { ...found.agent, office: await getOfficeOrThrow(ctx, found.agent.officeId) } };
}

type RawPaging = { skip?: string | number | null; take?: string | number | null };

function pagingOf(query: RawPaging) {
  return AGENT_REVIEWS_PAGING.safeParse({ skip: query.skip ?? undefined, take: query.take ?? undefined });
}

/** GET /agent/{id}/reviews?skip=0&take=5: newest first. */
export async function agentReviewsById(
  ctx: ServiceContext,
  rawId: string,
  query: RawPaging,
): Promise<Result<{ reviews: AgentReview[] }>> {
  const paging = pagingOf(query);
  if (!paging.success) return badInput(paging.error, paging.error.issues[0]?.message);
  const found = await agentOf(ctx, rawId);
  if (!found.ok) return found;
  return { ok: true, reviews: await getAgentReviews(ctx, found.agent, paging.data) };
}

/** GET /agent/review/{id} */
export async function agentReviewById(ctx: ServiceContext, rawId: string): Promise<Result<{ review: AgentReview }>> {
  const id = z
    .string()
    .regex(/^\d{1,12}$/, "A review id is a number.")
    .transform(Number)
    .safeParse(rawId);
  if (!id.success) return badInput(id.error, id.error.issues[0]?.message);
  const row = await getAgentReview(ctx.db, id.data);
  return row ? { ok: true, review: toAgentReview(row) } : fail("NOT_FOUND", "No review has that id.");
}

export interface ListingStats extends AgentPerformance {
  bySuburb: (AgentPerformance & { suburb: Pick<Location, "id" | "name" | "displayText"> })[];
  byPropertyType: (AgentPerformance & { propertyType: number; propertyTypeName: string })[];
}

/** GET /agent/{id}/listings/stats: the last 12 months overall, by suburb and by property type. */
export async function listingStatsById(ctx: ServiceContext, rawId: string): Promise<Result<{ stats: ListingStats }>> {
  const found = await agentOf(ctx, rawId);
  if (!found.ok) return found;
  const sales = await findAgentSales(ctx.db, found.agent.id, ctx.now - PERFORMANCE_WINDOW_MS);
  const bySuburb = performanceBy(sales, ctx.now, (sale) => sale.suburbId);
  const suburbs = await getLocationsByIds(
    ctx,
    bySuburb.map((group) => group.key),
  );
  const suburbOf = new Map(suburbs.map((suburb) => [suburb.id, suburb]));
  return {
    ok: true,
    stats: {
      ...agentPerformance(sales, ctx.now),
      bySuburb: bySuburb.flatMap(({ key, ...figures }) => {
        const suburb = suburbOf.get(key);
        return suburb
          ? [{ ...figures, suburb: { id: suburb.id, name: suburb.name, displayText: suburb.displayText } }]
          : [];
      }),
      byPropertyType: performanceBy(sales, ctx.now, (sale) => sale.propertyType).map(({ key, ...figures }) => ({
        ...figures,
        propertyType: key,
        propertyTypeName: propertyTypeById(key).name,
      })),
    },
  };
}

/** GET /search/agentsandlocations?q=: agents and suburbs for what was typed. */
export async function searchAgentsAndLocations(ctx: ServiceContext, q: string | null) {
  if (!q?.trim()) return fail("BAD_INPUT", "Add q, the text to search for, e.g. ?q=bondi.");
  const found = await suggestAgentsAndLocations(ctx, q);
  if (!found.ok) return found;
  return { ok: true as const, agents: found.agents, locations: found.locations };
}

/** GET /search/officesandlocations?q=: offices and suburbs for what was typed. */
export async function searchOfficesAndLocations(ctx: ServiceContext, q: string | null) {
  if (!q?.trim()) return fail("BAD_INPUT", "Add q, the text to search for, e.g. ?q=bondi.");
  const found = await suggestAgentsAndLocations(ctx, q);
  if (!found.ok) return found;
  return { ok: true as const, offices: found.offices, locations: found.locations };
}
