import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../database";
import { agents, companies, offices } from "../../schema";

export type AgentRow = typeof agents.$inferSelect;
export type OfficeRow = typeof offices.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export async function getAgentsByIds(db: Database, ids: readonly number[]): Promise<AgentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(agents)
    .where(inArray(agents.id, [...ids]));
}

export async function getOfficesByIds(db: Database, ids: readonly number[]): Promise<OfficeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(offices)
    .where(inArray(offices.id, [...ids]));
}

/** The office with this URL slug (unique), or undefined. */
export async function getOfficeBySlug(db: Database, slug: string): Promise<OfficeRow | undefined> {
  const rows = await db.select().from(offices).where(eq(offices.slug, slug)).limit(1);
  return rows[0];
}

export async function getCompaniesByIds(db: Database, ids: readonly number[]): Promise<CompanyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(companies)
    .where(inArray(companies.id, [...ids]));
}
