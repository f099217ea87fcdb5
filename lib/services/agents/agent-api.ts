import { z } from "zod";
import {
  agentPerformance,
  performanceBy,
  PERFORMANCE_WINDOW_MS,
  type AgentPerformance,
} from "../../agents/performance";
import { AGENTS_PAGE_SIZE } from "../../agents/ranking";
import { findAgentSales, getAgentReview } from "../../db/queries/agent-profile";
import { propertyTypeById } from "../../listings/property-types";
import type { ServiceContext } from "../context";
import { getLocationsByIds } from "../locations/get-location";
import type { Location } from "../locations/location";
import { pagingSchema } from "../paging";
import { badInput, fail, type Result } from "../result";
import { toAgentReview, type AgentReview, getAgentReviews } from "./agent-profile";
import { getAgents, getOfficeOrThrow, getOffices } from "./get-agents";
import type { Agent, Office } from "./agent";
import { suggestAgentsAndLocations } from "./agent-finder";

/*
 * The main API's agent calls (app/api/v1/agent…, /agents, /search/…andlocations): JSON for
 * clients outside the app, with the product's defaults (agents take 5). Every input is parsed
 * here; a malformed one is a 400 with a sentence, an unknown agent a 404.
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

/** The reviews' paging: skip 0, take 5 (at most 50). */
export const AGENT_REVIEWS_PAGING = pagingSchema(AGENTS_PAGE_SIZE, 50);

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

/**
 * The main API's "by id" filters (`/agents`, `/offices`): `{"<ids>":[…],"skip":0,"take":5}`, the
 * ids answered in the order asked, repeats once, paged over that list.
 */
function idsFilterSchema<K extends string>(key: K, noun: string) {
  return z
    .object({
      [key]: z
        .array(z.number().int().positive(), { message: `${key} is a list of ${noun} ids.` })
        .max(100)
        .optional(),
      skip: z.number({ message: "skip must be a number." }).int().min(0, "skip cannot be negative.").default(0),
      take: z
        .number({ message: "take must be a number." })
        .int()
        .min(1, "take must be at least 1.")
        .max(50, "take is at most 50.")
        .default(AGENTS_PAGE_SIZE),
    } as Record<K | "skip" | "take", z.ZodType>)
    .strict();
}

const agentsFilterSchema = idsFilterSchema("userIds", "agent");
const officesFilterSchema = idsFilterSchema("officeIds", "office");

/** The page of ids a `json` filter asks for, or the 400 that says what is wrong with it. */
function idsOfFilter(
  schema: z.ZodType,
  key: string,
  rawJson: string | null,
  example: string,
): Result<{ ids: number[] }> {
  let value: unknown = {};
  if (rawJson) {
    try {
      value = JSON.parse(rawJson);
    } catch {
      return fail("BAD_INPUT", `json must be a JSON object, e.g. ${example}.`);
    }
  }
  const filter = schema.safeParse(value);
  if (!filter.success) return badInput(filter.error, filter.error.issues[0]?.message);
  const {
    [key]: ids = [],
    skip,
    take,
  } = filter.data as Record<string, number[] | undefined> & {
    skip: number;
    take: number;
  };
  return { ok: true, ids: [...new Set(ids)].slice(skip, skip + take) };
}

/** GET /agents?json={"userIds":[…],"skip":0,"take":5}: agents by id, in the order asked, paged. */
export async function agentsByFilter(
  ctx: ServiceContext,
  rawJson: string | null,
): Promise<Result<{ agents: Agent[] }>> {
  const page = idsOfFilter(agentsFilterSchema, "userIds", rawJson, '{"userIds":[300001],"take":5}');
  return page.ok ? { ok: true, agents: await getAgents(ctx, page.ids) } : page;
}

/** GET /offices?json={"officeIds":[…],"skip":0,"take":5}: offices by id, in the order asked, paged. */
export async function officesByFilter(
  ctx: ServiceContext,
  rawJson: string | null,
): Promise<Result<{ offices: Office[] }>> {
  const page = idsOfFilter(officesFilterSchema, "officeIds", rawJson, '{"officeIds":[20001],"take":5}');
  return page.ok ? { ok: true, offices: await getOffices(ctx, page.ids) } : page;
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
