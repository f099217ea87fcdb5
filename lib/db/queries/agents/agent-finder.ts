import { and, asc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { AreaResult } from "../../../agents/ranking";
import type { Database } from "../../database";
import { agents, listings, offices } from "../../schema";
import type { AgentRow, OfficeRow } from "./agents";

/**
 * Every sale (or lease) in the suburbs between `since` and `until`, by agent: read from
 * `listings_suburb_agent_results_idx` alone. A suburb has a few hundred a year at most.
 */
export async function findAreaResults(
  db: Database,
  params: {
    suburbIds: readonly number[];
    status: "sold" | "leased";
    since: number;
    until: number;
    propertyType?: number;
  },
): Promise<AreaResult[]> {
  const at = params.status === "sold" ? listings.soldAt : listings.leasedAt;
  return db
    .select({ agentId: listings.agentId, at: sql<number>`${at}`, listedAt: listings.listedAt, price: listings.price })
    .from(listings)
    .where(
      and(
        inArray(listings.suburbId, [...params.suburbIds]),
        eq(listings.statusType, params.status),
        // True of every listing; it is the condition of the partial
        // listings_suburb_agent_results_idx, so stating it lets SQLite use that index.
        sql`${listings.agentId} > 0`,
        gte(at, params.since),
        lte(at, params.until),
        params.propertyType === undefined ? undefined : eq(listings.propertyType, params.propertyType),
      ),
    );
}

export interface AgentRating {
  id: number;
  officeId: number;
  ratingAverage: number | null;
  reviewCount: number;
}

/**
 * The rating and review count of each agent, for ranking a suburb's agents: a busy suburb has a
 * few hundred, and only the page's five need their whole row (bio, contact), so this reads these
 * columns alone. The ids go in as one JSON value (`json_each`) since D1 binds at most 100.
 */
export async function agentRatings(db: Database, ids: readonly number[]): Promise<AgentRating[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: agents.id,
      officeId: agents.officeId,
      ratingAverage: agents.ratingAverage,
      reviewCount: agents.reviewCount,
    })
    .from(agents)
    .where(sql`${agents.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
}

/** Escapes LIKE's wildcards so typed text matches only itself. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Agents whose name starts with the text, or whose surname (or a later word) does: usernames are
 * the kebab-cased names, so "jane", "jane-cit" and "citizen" all match jane-citizen. The prefix
 * match walks `agents_username_uq`; the later-word match scans the username index.
 */
export async function searchAgentsByName(db: Database, slug: string, take: number, skip = 0): Promise<AgentRow[]> {
  const text = likeText(slug);
  return db
    .select()
    .from(agents)
    .where(
      or(
        sql`${agents.username} LIKE ${`${text}%`} ESCAPE '\\'`,
        sql`${agents.username} LIKE ${`%-${text}%`} ESCAPE '\\'`,
      ),
    )
    .orderBy(asc(agents.username))
    .limit(take)
    .offset(skip);
}

export async function countAgentsByName(db: Database, slug: string): Promise<number> {
  const text = likeText(slug);
  const rows = await db
    .select({ n: sql<number>`count(*)` })
    .from(agents)
    .where(
      or(
        sql`${agents.username} LIKE ${`${text}%`} ESCAPE '\\'`,
        sql`${agents.username} LIKE ${`%-${text}%`} ESCAPE '\\'`,
      ),
    );
  return rows[0]?.n ?? 0;
}

function officeNameMatches(slug: string) {
  const text = likeText(slug);
  return or(sql`${offices.slug} LIKE ${`${text}%`} ESCAPE '\\'`, sql`${offices.slug} LIKE ${`%-${text}%`} ESCAPE '\\'`);
}

/** Offices whose slug (company and suburb, kebab-cased) contains the text as a word start. */
export async function searchOfficesByName(db: Database, slug: string, take: number, skip = 0): Promise<OfficeRow[]> {
  return db.select().from(offices).where(officeNameMatches(slug)).orderBy(asc(offices.slug)).limit(take).offset(skip);
}

export async function countOfficesByName(db: Database, slug: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)` })
    .from(offices)
    .where(officeNameMatches(slug));
  return rows[0]?.n ?? 0;
}

/** The agents of some offices (an area with no results yet still shows its local agents). */
export async function agentsOfOffices(db: Database, officeIds: readonly number[]): Promise<AgentRow[]> {
  if (officeIds.length === 0) return [];
  return db
    .select()
    .from(agents)
    .where(inArray(agents.officeId, [...officeIds]))
    .orderBy(asc(agents.id));
}

/** Offices in the suburbs. */
export async function officesInSuburbs(db: Database, suburbIds: readonly number[]): Promise<OfficeRow[]> {
  if (suburbIds.length === 0) return [];
  return db
    .select()
    .from(offices)
    .where(inArray(offices.suburbId, [...suburbIds]))
    .orderBy(asc(offices.name));
}
