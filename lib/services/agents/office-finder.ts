import { z } from "zod";
import { AGENTS_PAGE_SIZE, evidenceByAgent, rankAgents, type AgentEvidence } from "../../agents/ranking";
import { PERFORMANCE_WINDOW_MS } from "../../agents/performance";
import {
  agentRatings,
  countOfficesByName,
  findAreaResults,
  officesInSuburbs,
  searchOfficesByName,
} from "../../db/queries/agents/agent-finder";
import { slugify } from "../../search/search-location";
import type { ServiceContext } from "../context";
import { getLocation } from "../locations/get-location";
import type { Location } from "../locations/location";
import { badInput, fail, type Result } from "../result";
import { getOffices } from "./get-agents";
import { toOffice, type Office } from "./agent";

/** Pages past this are refused, as in the agent finder. */
const MAX_PAGE = 200;

/** Sorts of the agency finder: the agent finder's, less rating (offices are not rated). */
export const OFFICE_SORTS = ["evidence", "fastest"] as const;

export const officeFinderInput = z
  .object({
    location: z.string().trim().toLowerCase().max(120).optional(),
    name: z.string().trim().max(80).optional(),
    mode: z.enum(["sale", "rent"], { error: "Choose sale or rent" }).default("sale"),
    sort: z.enum(OFFICE_SORTS, { error: "Sort by most sold or fewest days on market" }).default("evidence"),
    page: z.number({ error: "page is a number" }).int().min(1, "page starts at 1").max(MAX_PAGE).default(1),
  })
  .refine((input) => Boolean(input.location) !== Boolean(input.name), {
    message: "Search by a suburb or by an agency's name",
    path: ["location"],
  });

/** An office's evidence in the area: its agents' results there together (no rating: offices have none). */
export type OfficeEvidence = Omit<AgentEvidence, "agentId" | "rating" | "reviewCount"> & { officeId: number };

export interface RankedOffice {
  office: Office;
  /** Null for a name search. */
  evidence: OfficeEvidence | null;
}

export interface OfficeFinderPage {
  location: Location | null;
  total: number;
  page: number;
  pageSize: number;
  offices: RankedOffice[];
}

/**
 * The agency finder. By suburb: every office whose agents sold (or leased) there in the last 12
 * months, ranked by those results together, the agent finder's way (most results, then fewer
 * median days on market; lib/agents/ranking.ts groups by whatever id it is given, here the
 * office's), then the offices in the suburb with none yet; 5 a page. By name: offices whose name
 * matches, alphabetically.
 */
export async function findOffices(ctx: ServiceContext, raw: unknown): Promise<Result<OfficeFinderPage>> {
  const parsed = officeFinderInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { location: slug, name, mode, sort, page } = parsed.data;
  const skip = (page - 1) * AGENTS_PAGE_SIZE;
  const pageSize = AGENTS_PAGE_SIZE;

  if (name) {
    const text = slugify(name);
    if (text.length < 2) return fail("BAD_INPUT", "Type at least 2 letters of the agency's name");
    const [rows, total] = await Promise.all([
      searchOfficesByName(ctx.db, text, pageSize, skip),
      countOfficesByName(ctx.db, text),
    ]);
    return {
      ok: true,
      location: null,
      total,
      page,
      pageSize,
      offices: rows.map((row) => ({ office: toOffice(row), evidence: null })),
    };
  }

  const location = await getLocation(ctx, slug!);
  if (!location) return fail("NOT_FOUND", "We could not find that suburb");
  if (location.type !== "suburb") return fail("BAD_INPUT", "Choose a suburb to compare its agencies");

  const [results, localOffices] = await Promise.all([
    findAreaResults(ctx.db, {
      suburbIds: [location.id],
      status: mode === "sale" ? "sold" : "leased",
      since: ctx.now - PERFORMANCE_WINDOW_MS,
      until: ctx.now,
    }),
    officesInSuburbs(ctx.db, [location.id]),
  ]);
  const officeOf = new Map(
    (await agentRatings(ctx.db, [...new Set(results.map((result) => result.agentId))])).map((agent) => [
      agent.id,
      agent.officeId,
    ]),
  );
  const byOffice = results.flatMap((result) => {
    const officeId = officeOf.get(result.agentId);
    return officeId === undefined ? [] : [{ ...result, agentId: officeId }];
  });
  const evidence = evidenceByAgent(byOffice, new Map(), ctx.now);
  const withEvidence = new Set(evidence.map((e) => e.agentId));
  for (const office of localOffices) {
    if (!withEvidence.has(office.id))
      evidence.push({
        agentId: office.id,
        results: 0,
        medianDaysOnMarket: null,
        medianPrice: null,
        rating: null,
        reviewCount: 0,
      });
  }
  const ranked = rankAgents(evidence, sort);
  const shown = ranked.slice(skip, skip + pageSize);
  const byId = new Map(
    (
      await getOffices(
        ctx,
        shown.map((e) => e.agentId),
      )
    ).map((office) => [office.id, office]),
  );
  return {
    ok: true,
    location,
    total: ranked.length,
    page,
    pageSize,
    offices: shown.flatMap(({ agentId, results: count, medianDaysOnMarket, medianPrice }) => {
      const office = byId.get(agentId);
      return office
        ? [{ office, evidence: { officeId: agentId, results: count, medianDaysOnMarket, medianPrice } }]
        : [];
    }),
  };
}
