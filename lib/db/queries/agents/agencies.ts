import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { agentReviews, agents, companies, listings, offices } from "../../schema";
import type { CompanyRow, OfficeRow } from "./agents";
import { visibleAgentReview } from "./agent-reviews";

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

/** How many listings an office has in each status (`listings_search_office_idx`). */
export async function countOfficeListings(db: Database, officeId: number) {
  const rows = await db
    .select({ status: listings.statusType, count: sql<number>`count(*)` })
    .from(listings)
    .where(eq(listings.officeId, officeId))
    .groupBy(listings.statusType);
  const counts = { buy: 0, rent: 0, sold: 0, leased: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** The newest reviews of an office's agents, newest first (a subquery: an office may have 100+ agents). */
export async function newestReviewsOfOffice(db: Database, officeId: number, take: number) {
  return db
    .select()
    .from(agentReviews)
    .where(
      and(
        inArray(agentReviews.agentId, db.select({ id: agents.id }).from(agents).where(eq(agents.officeId, officeId))),
        visibleAgentReview,
      ),
    )
    .orderBy(desc(agentReviews.createdAt), desc(agentReviews.id))
    .limit(take);
}
