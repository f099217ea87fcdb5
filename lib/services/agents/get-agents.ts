import { z } from "zod";
import { getOfficeBySlug as getOfficeRowBySlug, type OfficeRow } from "../../db/queries/agents/agents";
import { isOfficeSlug } from "../../search/search-location";
import type { ServiceContext } from "../context";
import { cachedValue } from "../locations/cached-location-rows";
import { fail, FailureError } from "../result";
import { toAgent, toCompany, toOffice, type Agent, type Company, type Office } from "./agent";

/** For a listing's or agent's own office: a missing one is broken data, and its GraphQL field stays masked. */
export async function getOfficeOrThrow(ctx: ServiceContext, id: number): Promise<Office> {
  const row = await ctx.loaders.office.load(id);
  if (!row) throw new FailureError(fail("NOT_FOUND", `Office ${id} not found`));
  return toOffice(row);
}

const officeSlugSchema = z.string().trim().toLowerCase().refine(isOfficeSlug, "Not an office slug");

/**
 * An office by its URL slug, or null. Office search pages look it up before their first byte to
 * answer 404 for an office that does not exist, so it goes through the location cache (10
 * minutes) like the places of a search.
 */
export async function getOfficeBySlug(ctx: ServiceContext, slug: string): Promise<Office | null> {
  const parsed = officeSlugSchema.safeParse(slug);
  if (!parsed.success) return null;
  const row = await cachedValue<OfficeRow>(ctx, "office-slug", parsed.data, () =>
    getOfficeRowBySlug(ctx.db, parsed.data),
  );
  if (!row) return null;
  ctx.loaders.office.prime(row.id, row);
  return toOffice(row);
}

export async function getCompanyOrThrow(ctx: ServiceContext, id: number): Promise<Company> {
  const row = await ctx.loaders.company.load(id);
  if (!row) throw new FailureError(fail("NOT_FOUND", `Company ${id} not found`));
  return toCompany(row);
}

/** Agents in the given order, skipping any that no longer exist. */
export async function getAgents(ctx: ServiceContext, ids: readonly number[]): Promise<Agent[]> {
  const rows = await ctx.loaders.agent.loadMany(ids);
  return rows.flatMap((row) => (row && !(row instanceof Error) ? [toAgent(row)] : []));
}

/** Offices in the given order, skipping any that no longer exist. */
export async function getOffices(ctx: ServiceContext, ids: readonly number[]): Promise<Office[]> {
  const rows = await ctx.loaders.office.loadMany(ids);
  return rows.flatMap((row) => (row && !(row instanceof Error) ? [toOffice(row)] : []));
}
