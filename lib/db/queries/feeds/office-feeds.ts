import { and, asc, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../database";
import {
  agentMembers,
  agents,
  feedCodes,
  feedKeyOffices,
  feedKeys,
  feedRunItems,
  feedRuns,
  listings,
  locations,
  members,
  offices,
  type FeedOutcome,
} from "../../schema";

/**
 * An office's feed screens: its feed codes and keys (the admin site and the hub), its runs and each
 * run's report lines (the hub). Nothing here selects a price: the report is read by people and a
 * hidden price must never leave the server.
 */

export interface OfficeSummary {
  id: number;
  name: string;
  slug: string;
  stateCode: string;
}

const officeColumns = { id: offices.id, name: offices.name, slug: offices.slug, stateCode: offices.stateCode };

export async function findOfficeSummary(db: Database, id: number): Promise<OfficeSummary | undefined> {
  return db.select(officeColumns).from(offices).where(eq(offices.id, id)).get();
}

export async function officeSummaries(db: Database, ids: readonly number[]): Promise<OfficeSummary[]> {
  if (ids.length === 0) return [];
  return db
    .select(officeColumns)
    .from(offices)
    .where(sql`${offices.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`)
    .orderBy(asc(offices.name), asc(offices.id));
}

/**
 * Offices whose name or page address contains the words, or whose id is the number typed. A LIKE
 * over every office's name: an admin's search, and offices number in the thousands, not millions.
 */
export async function searchOfficeSummaries(db: Database, term: string, take: number): Promise<OfficeSummary[]> {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byId = /^\d{1,9}$/.test(term) ? [eq(offices.id, Number(term))] : [];
  return db
    .select(officeColumns)
    .from(offices)
    .where(
      or(
        ...byId,
        sql`${offices.name} LIKE ${pattern} ESCAPE '\\'`,
        sql`${offices.slug} LIKE ${pattern.replace(/ /g, "-")} ESCAPE '\\'`,
      ),
    )
    .orderBy(asc(offices.name), asc(offices.id))
    .limit(take);
}

/** The office of the agent this member account is, if it is an agent's. */
export async function officeOfMemberAgent(db: Database, memberId: string): Promise<number | undefined> {
  const row = await db
    .select({ officeId: agents.officeId })
    .from(agentMembers)
    .innerJoin(agents, eq(agents.id, agentMembers.agentId))
    .where(eq(agentMembers.memberId, memberId))
    .get();
  return row?.officeId;
}

export async function feedCodesOfOffice(
  db: Database,
  officeId: number,
): Promise<{ code: string; createdAt: number }[]> {
  return db
    .select({ code: feedCodes.code, createdAt: feedCodes.createdAt })
    .from(feedCodes)
    .where(eq(feedCodes.officeId, officeId))
    .orderBy(asc(feedCodes.code));
}

/** The codes of these offices (a run's other offices, whose report lines are not this office's). */
export async function feedCodesOfOffices(db: Database, officeIds: readonly number[]): Promise<string[]> {
  if (officeIds.length === 0) return [];
  const rows = await db
    .select({ code: feedCodes.code })
    .from(feedCodes)
    .where(inArray(feedCodes.officeId, [...officeIds]));
  return rows.map((row) => row.code);
}

export interface OfficeFeedKeyRow {
  id: string;
  prefix: string;
  createdBy: string;
  /** The member's name when a person made it; null for the development script. */
  createdByName: string | null;
  createdAt: number;
  revokedAt: number | null;
}

/** The keys that may post for the office: live ones first, newest first. */
export async function feedKeysOfOffice(db: Database, officeId: number): Promise<OfficeFeedKeyRow[]> {
  return db
    .select({
      id: feedKeys.id,
      prefix: feedKeys.prefix,
      createdBy: feedKeys.createdBy,
      createdByName: members.name,
      createdAt: feedKeys.createdAt,
      revokedAt: feedKeys.revokedAt,
    })
    .from(feedKeyOffices)
    .innerJoin(feedKeys, eq(feedKeys.id, feedKeyOffices.keyId))
    .leftJoin(members, eq(members.id, feedKeys.createdBy))
    .where(eq(feedKeyOffices.officeId, officeId))
    .orderBy(sql`${feedKeys.revokedAt} IS NOT NULL`, desc(feedKeys.createdAt), asc(feedKeys.id));
}

/** Each key's offices, with their names. */
export async function officesOfFeedKeys(
  db: Database,
  keyIds: readonly string[],
): Promise<{ keyId: string; officeId: number; name: string }[]> {
  if (keyIds.length === 0) return [];
  return db
    .select({ keyId: feedKeyOffices.keyId, officeId: offices.id, name: offices.name })
    .from(feedKeyOffices)
    .innerJoin(offices, eq(offices.id, feedKeyOffices.officeId))
    .where(sql`${feedKeyOffices.keyId} IN (SELECT value FROM json_each(${JSON.stringify(keyIds)}))`)
    .orderBy(asc(offices.name));
}

export interface OfficeRunRow {
  id: string;
  status: "queued" | "processing" | "done" | "failed";
  officeIds: string;
  createdAt: number;
  finishedAt: number | null;
  failure: string | null;
  counts: Record<FeedOutcome, number>;
}

const runColumns = {
  id: feedRuns.id,
  status: feedRuns.status,
  officeIds: feedRuns.officeIds,
  createdAt: feedRuns.createdAt,
  finishedAt: feedRuns.finishedAt,
  failure: feedRuns.failure,
  created: feedRuns.created,
  updated: feedRuns.updated,
  unchanged: feedRuns.unchanged,
  sold: feedRuns.sold,
  leased: feedRuns.leased,
  withdrawn: feedRuns.withdrawn,
  offmarket: feedRuns.offmarket,
  rejected: feedRuns.rejected,
};

function runOf(row: Pick<typeof feedRuns.$inferSelect, keyof typeof runColumns>): OfficeRunRow {
  const { created, updated, unchanged, sold, leased, withdrawn, offmarket, rejected, ...run } = row;
  return { ...run, counts: { created, updated, unchanged, sold, leased, withdrawn, offmarket, rejected } };
}

/**
 * The office was in the run's scope when its file came (`office_ids`, a JSON array). Runs are
 * reached through the keys that cover the office (feed_key_offices, then the runs' key index), so
 * the JSON is read only for those keys' runs, never for every run of every office.
 */
function runOfOffice(officeId: number): SQL {
  return and(
    sql`${feedRuns.keyId} IN (SELECT ${feedKeyOffices.keyId} FROM ${feedKeyOffices} WHERE ${feedKeyOffices.officeId} = ${officeId})`,
    inScope(officeId),
  )!;
}

function inScope(officeId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM json_each(${feedRuns.officeIds}) WHERE value = ${officeId})`;
}

/** The office's runs, newest first; `before` pages on (a run's created time and id). */
export async function officeRunRows(
  db: Database,
  officeId: number,
  take: number,
  before?: { createdAt: number; id: string },
): Promise<OfficeRunRow[]> {
  const older = before
    ? or(
        lt(feedRuns.createdAt, before.createdAt),
        and(eq(feedRuns.createdAt, before.createdAt), lt(feedRuns.id, before.id)),
      )
    : undefined;
  const rows = await db
    .select(runColumns)
    .from(feedRuns)
    .where(and(runOfOffice(officeId), older))
    .orderBy(desc(feedRuns.createdAt), desc(feedRuns.id))
    .limit(take);
  return rows.map(runOf);
}

/** One run, when the office was in its scope. */
export async function officeRunRow(db: Database, officeId: number, runId: string): Promise<OfficeRunRow | undefined> {
  const row = await db
    .select(runColumns)
    .from(feedRuns)
    .where(and(eq(feedRuns.id, runId), inScope(officeId)))
    .get();
  return row ? runOf(row) : undefined;
}

/** Lines naming another office's feed code are that office's: `hiddenCodes` leaves them out. */
function linesOf(runId: string, hiddenCodes: readonly string[]): SQL {
  return and(
    eq(feedRunItems.runId, runId),
    hiddenCodes.length > 0
      ? or(isNull(feedRunItems.agentId), notInArray(feedRunItems.agentId, [...hiddenCodes]))
      : undefined,
  )!;
}

/** How many of the run's lines had each outcome (a run still processing has no counts of its own yet). */
export async function runLineCounts(
  db: Database,
  runId: string,
  hiddenCodes: readonly string[],
): Promise<{ outcome: FeedOutcome; count: number; withProblems: number }[]> {
  return db
    .select({
      outcome: feedRunItems.outcome,
      count: sql<number>`count(*)`,
      withProblems: sql<number>`sum(${feedRunItems.problems} <> '[]')`,
    })
    .from(feedRunItems)
    .where(linesOf(runId, hiddenCodes))
    .groupBy(feedRunItems.outcome);
}

export interface RunLineRow {
  id: number;
  agentId: string | null;
  uniqueId: string | null;
  outcome: FeedOutcome;
  listingId: number | null;
  problems: string;
  /** The listing's address parts for its page address, when the listing is on the site. */
  address: {
    addressHidden: boolean;
    streetNumber: string | null;
    streetName: string;
    suburbName: string;
    stateCode: string;
    postcode: string;
  } | null;
}

/**
 * A page of the run's lines in the order the file had them, after line `afterId`: all of them, one
 * outcome's, or those with problems.
 */
export async function runLineRows(
  db: Database,
  runId: string,
  hiddenCodes: readonly string[],
  filter: { outcome?: FeedOutcome; withProblems?: boolean },
  take: number,
  afterId = 0,
): Promise<RunLineRow[]> {
  const rows = await db
    .select({
      id: feedRunItems.id,
      agentId: feedRunItems.agentId,
      uniqueId: feedRunItems.uniqueId,
      outcome: feedRunItems.outcome,
      listingId: feedRunItems.listingId,
      problems: feedRunItems.problems,
      listed: listings.id,
      addressHidden: listings.addressHidden,
      streetNumber: listings.streetNumber,
      streetName: listings.streetName,
      suburbName: locations.name,
      stateCode: listings.stateCode,
      postcode: listings.postcode,
    })
    .from(feedRunItems)
    .leftJoin(listings, eq(listings.id, feedRunItems.listingId))
    .leftJoin(locations, eq(locations.id, listings.suburbId))
    .where(
      and(
        linesOf(runId, hiddenCodes),
        gt(feedRunItems.id, afterId),
        filter.outcome ? eq(feedRunItems.outcome, filter.outcome) : undefined,
        filter.withProblems ? sql`${feedRunItems.problems} <> '[]'` : undefined,
      ),
    )
    .orderBy(asc(feedRunItems.id))
    .limit(take);
  return rows.map(({ listed, addressHidden, streetNumber, streetName, suburbName, stateCode, postcode, ...line }) => ({
    ...line,
    address:
      listed !== null && streetName !== null && suburbName !== null && stateCode !== null && postcode !== null
        ? { addressHidden: addressHidden ?? false, streetNumber, streetName, suburbName, stateCode, postcode }
        : null,
  }));
}
