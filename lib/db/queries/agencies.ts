import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../database";
import { companies, offices } from "../schema";
import type { CompanyRow, OfficeRow } from "./agents";

/** The company with this URL slug (unique), or undefined. */
export async function getCompanyBySlug(db: Database, slug: string): Promise<CompanyRow | undefined> {
  const rows = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  return rows[0];
}

/** Companies by name, or those with an office in one state. */
export async function listCompanies(db: Database, stateCode?: string): Promise<CompanyRow[]> {
  if (!stateCode) return db.select().from(companies).orderBy(asc(companies.name));
  return db
    .select()
    .from(companies)
    .where(
      sql`${companies.id} IN (SELECT ${offices.companyId} FROM ${offices} WHERE ${offices.stateCode} = ${stateCode})`,
    )
    .orderBy(asc(companies.name));
}

/** A company's offices by name (`offices_company_idx`). */
export async function officesOfCompany(db: Database, companyId: number): Promise<OfficeRow[]> {
  return db.select().from(offices).where(eq(offices.companyId, companyId)).orderBy(asc(offices.name));
}
