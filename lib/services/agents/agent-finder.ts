import { z } from "zod";
import { AGENT_SORTS, AGENTS_PAGE_SIZE, evidenceByAgent, rankAgents, type AgentEvidence } from "../../agents/ranking";
import { PERFORMANCE_WINDOW_MS } from "../../agents/performance";
import { PROPERTY_TYPES } from "../../listings/property-types";
import {
  agentRatings,
  agentsOfOffices,
  type AgentRating,
  countAgentsByName,
  findAreaResults,
  officesInSuburbs,
  searchAgentsByName,
  searchOfficesByName,
} from "../../db/queries/agents/agent-finder";
import { slugify } from "../../search/search-location";
import type { ServiceContext } from "../context";
import { getLocation } from "../locations/get-location";
import type { Location } from "../locations/location";
import { suggestLocations } from "../locations/suggest-locations";
import { fail, badInput, type Result } from "../result";
import { getAgents } from "./get-agents";
import { toAgent, toOffice, type Agent, type Office } from "./agent";

/** Pages past this are refused: nobody pages through a thousand agents, and offsets cost. */
const MAX_PAGE = 200;

export const agentFinderInput = z
  .object({
    location: z.string().trim().toLowerCase().max(120).optional(),
    name: z.string().trim().max(80).optional(),
    mode: z.enum(["sale", "rent"], { error: "Choose sale or rent" }).default("sale"),
    propertyType: z
      .number({ error: "Choose a property type from the list" })
      .int()
      .refine(
        (id) => PROPERTY_TYPES.some((type) => type.id === id && type.apiName),
        "Choose a property type from the list",
      )
      .optional(),
    sort: z
      .enum(AGENT_SORTS, { error: "Sort by most sold, fewest days on market or highest rated" })
      .default("evidence"),
    page: z.number({ error: "page is a number" }).int().min(1, "page starts at 1").max(MAX_PAGE).default(1),
  })
  .refine((input) => Boolean(input.location) !== Boolean(input.name), {
    message: "Search by a suburb or by an agent's name",
    path: ["location"],
  });

export interface RankedAgent {
  agent: Agent;
  /** The agent's results in the area over the last 12 months; null for a name search. */
  evidence: AgentEvidence | null;
}

export interface AgentFinderPage {
  location: Location | null;
  total: number;
  page: number;
  pageSize: number;
  agents: RankedAgent[];
}

/**
 * The agent finder. By suburb: every agent with a sale (or lease, for rent) there in the last 12
 * months, ranked by that evidence (lib/agents/ranking.ts), 5 a page; a suburb with no results yet
 * lists the agents of its offices. By name: agents whose name matches, alphabetically.
 */
export async function findAgents(ctx: ServiceContext, raw: unknown): Promise<Result<AgentFinderPage>> {
  const parsed = agentFinderInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { location: slug, name, mode, propertyType, sort, page } = parsed.data;
  const skip = (page - 1) * AGENTS_PAGE_SIZE;

  if (name) {
    const text = slugify(name);
    if (text.length < 2) return fail("BAD_INPUT", "Type at least 2 letters of the agent's name");
    const [rows, total] = await Promise.all([
      searchAgentsByName(ctx.db, text, AGENTS_PAGE_SIZE, skip),
      countAgentsByName(ctx.db, text),
    ]);
    return {
      ok: true,
      location: null,
      total,
      page,
      pageSize: AGENTS_PAGE_SIZE,
      agents: rows.map((row) => ({ agent: toAgent(row), evidence: null })),
    };
  }

  const location = await getLocation(ctx, slug!);
  if (!location) return fail("NOT_FOUND", "We could not find that suburb");
  if (location.type !== "suburb") return fail("BAD_INPUT", "Choose a suburb to compare its agents");

  const results = await findAreaResults(ctx.db, {
    suburbIds: [location.id],
    status: mode === "sale" ? "sold" : "leased",
    since: ctx.now - PERFORMANCE_WINDOW_MS,
    until: ctx.now,
    propertyType,
  });
  const agentIds = [...new Set(results.map((result) => result.agentId))];
  // Ranking needs each agent's rating only; whole rows are read for the page's five below.
  let rated: AgentRating[] = await agentRatings(ctx.db, agentIds);
  let localAgents: Agent[] = [];
  if (rated.length === 0) {
    const offices = await officesInSuburbs(ctx.db, [location.id]);
    localAgents = (
      await agentsOfOffices(
        ctx.db,
        offices.map((office) => office.id),
      )
    ).map(toAgent);
    rated = localAgents;
  }
  const ratings = new Map(
    rated.map((agent) => [agent.id, { rating: agent.ratingAverage, reviewCount: agent.reviewCount }]),
  );
  // An agent whose row is gone (left the portal) is not ranked.
  const evidence = evidenceByAgent(
    results.filter((result) => ratings.has(result.agentId)),
    ratings,
    ctx.now,
  );
  // Local agents without results yet come after everyone with evidence, best rated first.
  const withEvidence = new Set(evidence.map((e) => e.agentId));
  for (const agent of rated) {
    if (!withEvidence.has(agent.id)) {
      evidence.push({
        agentId: agent.id,
        results: 0,
        medianDaysOnMarket: null,
        medianPrice: null,
        rating: agent.ratingAverage,
        reviewCount: agent.reviewCount,
      });
    }
  }
  const ranked = rankAgents(evidence, sort);
  const shown = ranked.slice(skip, skip + AGENTS_PAGE_SIZE);
  const pageAgents =
    localAgents.length > 0
      ? localAgents
      : await getAgents(
          ctx,
          shown.map((e) => e.agentId),
        );
  const byId = new Map(pageAgents.map((agent) => [agent.id, agent]));
  return {
    ok: true,
    location,
    total: ranked.length,
    page,
    pageSize: AGENTS_PAGE_SIZE,
    agents: shown.flatMap((e) => {
      const agent = byId.get(e.agentId);
      return agent ? [{ agent, evidence: e }] : [];
    }),
  };
}

export interface AgentSuggestions {
  agents: Agent[];
  offices: Office[];
  locations: Location[];
}

const SUGGESTIONS_TAKE = 5;

/** What the finder's one box suggests as you type: agents, offices and suburbs. */
export async function suggestAgentsAndLocations(ctx: ServiceContext, raw: unknown): Promise<Result<AgentSuggestions>> {
  const parsed = z
    .string({ error: "Type a suburb or a name" })
    .trim()
    .max(80, "That is too long to search for")
    .safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const text = slugify(parsed.data);
  if (text.length < 2) return { ok: true, agents: [], offices: [], locations: [] };
  const [agentRows, officeRows, locations] = await Promise.all([
    searchAgentsByName(ctx.db, text, SUGGESTIONS_TAKE),
    searchOfficesByName(ctx.db, text, SUGGESTIONS_TAKE),
    suggestLocations(ctx, parsed.data, SUGGESTIONS_TAKE),
  ]);
  return {
    ok: true,
    agents: agentRows.map(toAgent),
    offices: officeRows.map(toOffice),
    locations: locations.filter((location) => location.type === "suburb"),
  };
}

/**
 * One agent's evidence in a suburb (what the finder ranks by), whether or not it puts them on
 * the finder's first page: the appraisal page shows the agent an owner came from next to the
 * suburb's best. Null for an unknown agent.
 */
export async function agentEvidenceIn(
  ctx: ServiceContext,
  agentId: number,
  location: Pick<Location, "id">,
  mode: "sale" | "rent" = "sale",
): Promise<RankedAgent | null> {
  const [agent] = await getAgents(ctx, [agentId]);
  if (!agent) return null;
  const results = await findAreaResults(ctx.db, {
    suburbIds: [location.id],
    status: mode === "sale" ? "sold" : "leased",
    since: ctx.now - PERFORMANCE_WINDOW_MS,
    until: ctx.now,
  });
  const [evidence] = evidenceByAgent(
    results.filter((result) => result.agentId === agent.id),
    new Map([[agent.id, { rating: agent.ratingAverage, reviewCount: agent.reviewCount }]]),
    ctx.now,
  );
  return { agent, evidence: evidence ?? null };
}
