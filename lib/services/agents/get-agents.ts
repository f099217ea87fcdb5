import type { ServiceContext } from "../context";
import { NotFoundError } from "../not-found";
import { toAgent, toCompany, toOffice, type Agent, type Company, type Office } from "./agent";

export async function getOfficeOrThrow(ctx: ServiceContext, id: number): Promise<Office> {
  const row = await ctx.loaders.office.load(id);
  if (!row) throw new NotFoundError(`Office ${id}`);
  return toOffice(row);
}

export async function getCompanyOrThrow(ctx: ServiceContext, id: number): Promise<Company> {
  const row = await ctx.loaders.company.load(id);
  if (!row) throw new NotFoundError(`Company ${id}`);
  return toCompany(row);
}

/** Agents in the given order, skipping any that no longer exist. */
export async function getAgents(ctx: ServiceContext, ids: readonly number[]): Promise<Agent[]> {
  const rows = await ctx.loaders.agent.loadMany(ids);
  return rows.flatMap((row) => (row && !(row instanceof Error) ? [toAgent(row)] : []));
}
