import { z } from "zod";
import { isAgencySlug } from "../../agents/agent-urls";
import { STATES } from "../../locations/states";
import { agentsOfOffices } from "../../db/queries/agents/agent-finder";
import { findOfficeListings } from "../../db/queries/listings/listings-related";
import {
  countOfficeListings,
  getCompanyBySlug as getCompanyRowBySlug,
  listCompanies,
  newestReviewsOfOffice,
  officesOfCompany,
} from "../../db/queries/agents/agencies";
import { getLocation } from "../locations/get-location";
import type { Location } from "../locations/location";
import { toAgentReview, type AgentReview } from "./agent-profile";
import { getOfficeBySlug } from "./get-agents";
import type { ServiceContext } from "../context";
import { toListings } from "../listings/related-listings";
import type { Listing } from "../listings/listing";
import { badInput, fail, type Result } from "../result";
import { toAgent, toCompany, toOffice, type Agent, type Company, type Office } from "./agent";

const slugSchema = z.string().trim().toLowerCase().refine(isAgencySlug, "Not a company's slug");

export async function getCompanyBySlug(ctx: ServiceContext, raw: string): Promise<Company | null> {
  const parsed = slugSchema.safeParse(raw);
  if (!parsed.success) return null;
  const row = await getCompanyRowBySlug(ctx.db, parsed.data);
  if (!row) return null;
  ctx.loaders.company.prime(row.id, row);
  return toCompany(row);
}

/** The office's agents, principal first (the seed's order). */
export async function getOfficeAgents(ctx: ServiceContext, office: Pick<Office, "id">): Promise<Agent[]> {
  const rows = await agentsOfOffices(ctx.db, [office.id]);
  for (const row of rows) ctx.loaders.agent.prime(row.id, row);
  return rows.map(toAgent);
}

const officeListingsInput = z.object({
  status: z.enum(["buy", "rent", "sold", "leased"]),
  take: z.number().int().min(1).max(24).default(6),
  skip: z.number().int().min(0).max(10_000).default(0),
});

/** The office's newest listings of one status. */
export async function getOfficeListings(
  ctx: ServiceContext,
  office: Pick<Office, "id">,
  raw: z.input<typeof officeListingsInput>,
): Promise<Listing[]> {
  const { status, take, skip } = officeListingsInput.parse(raw);
  return toListings(
    ctx,
    await findOfficeListings(ctx.db, { officeId: office.id, statusTypes: [status], excludeId: 0, take, skip }),
  );
}

export async function getCompanyOffices(ctx: ServiceContext, company: Pick<Company, "id">): Promise<Office[]> {
  const rows = await officesOfCompany(ctx.db, company.id);
  for (const row of rows) ctx.loaders.office.prime(row.id, row);
  return rows.map(toOffice);
}

/*
 * The main API's company and office calls (app/api/v1/companies…, /company/{id}/offices/list,
 * /offices/{id}): inputs parsed here, a refusal is a 400 with a sentence, unknown ids 404.
 */

const stateIdSchema = z.coerce
  .number({ message: "stateId must be a number from 1 to 8." })
  .int("stateId must be a number from 1 to 8.")
  .min(1, "stateId must be a number from 1 to 8.")
  .max(STATES.length, "stateId must be a number from 1 to 8.")
  .optional();

/** GET /companies/list?stateId: every company, or those with an office in the state (ids 1–8, ACT first). */
export async function companiesList(
  ctx: ServiceContext,
  rawStateId: string | null,
): Promise<Result<{ companies: Company[] }>> {
  const stateId = stateIdSchema.safeParse(rawStateId ?? undefined);
  if (!stateId.success) return badInput(stateId.error, stateId.error.issues[0]?.message);
  const code = stateId.data === undefined ? undefined : STATES[stateId.data - 1]!.code;
  return { ok: true, companies: (await listCompanies(ctx.db, code)).map(toCompany) };
}

const idSchema = (what: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `A ${what} id is a number.`)
    .transform(Number);

/** GET /company/{id}/offices/list */
export async function companyOfficesList(ctx: ServiceContext, rawId: string): Promise<Result<{ offices: Office[] }>> {
  const id = idSchema("company").safeParse(rawId);
  if (!id.success) return badInput(id.error, id.error.issues[0]?.message);
  const company = await ctx.loaders.company.load(id.data);
  if (!company) return fail("NOT_FOUND", "No company has that id.");
  return { ok: true, offices: await getCompanyOffices(ctx, company) };
}

/** GET /offices/{id}: the office with its company and agents. */
export async function officeById(
  ctx: ServiceContext,
  rawId: string,
): Promise<Result<{ office: Office & { company: Company; agents: Agent[] } }>> {
  const id = idSchema("office").safeParse(rawId);
  if (!id.success) return badInput(id.error, id.error.issues[0]?.message);
  const row = await ctx.loaders.office.load(id.data);
  if (!row) return fail("NOT_FOUND", "No office has that id.");
  const office = toOffice(row);
  const company = await ctx.loaders.company.load(office.companyId);
  if (!company) return fail("NOT_FOUND", "No office has that id.");
  return { ok: true, office: { ...office, company: toCompany(company), agents: await getOfficeAgents(ctx, office) } };
}

/** Reviews an office page shows: the newest of all its agents'. */
const OFFICE_REVIEWS_TAKE = 5;

export interface OfficePage extends Office {
  company: Company;
  suburb: Location | null;
  agents: Agent[];
  counts: { buy: number; rent: number; sold: number; leased: number };
  reviews: (AgentReview & { agentName: string })[];
}

/** Everything an office's page shows, or null for an office that does not exist. */
export async function getOfficePage(ctx: ServiceContext, slug: string): Promise<OfficePage | null> {
  const office = await getOfficeBySlug(ctx, slug);
  if (!office) return null;
  const [company, suburb, agents, counts] = await Promise.all([
    ctx.loaders.company.load(office.companyId),
    getLocation(ctx, String(office.suburbId)),
    getOfficeAgents(ctx, office),
    countOfficeListings(ctx.db, office.id),
  ]);
  if (!company) return null;
  const names = new Map(agents.map((agent) => [agent.id, agent.name]));
  const reviews = await newestReviewsOfOffice(ctx.db, office.id, OFFICE_REVIEWS_TAKE);
  return {
    ...office,
    company: toCompany(company),
    suburb,
    agents,
    counts,
    reviews: reviews.map((row) => ({ ...toAgentReview(row), agentName: names.get(row.agentId) ?? "" })),
  };
}

/** A company's page: the company and its offices, or null. */
export async function getCompanyPage(
  ctx: ServiceContext,
  slug: string,
): Promise<(Company & { offices: Office[] }) | null> {
  const company = await getCompanyBySlug(ctx, slug);
  if (!company) return null;
  return { ...company, offices: await getCompanyOffices(ctx, company) };
}
