import { z } from "zod";
import type { Viewer } from "../../auth/roles";
import { grantsOf } from "../../db/queries/staff/staff";
import {
  feedCodesOfOffice,
  feedCodesOfOffices,
  feedKeysOfOffice,
  findOfficeSummary,
  officeOfMemberAgent,
  officeRunRow,
  officeRunRows,
  officesOfFeedKeys,
  officeSummaries,
  runLineCounts,
  runLineRows,
  searchOfficeSummaries,
  type OfficeRunRow,
  type OfficeSummary,
} from "../../db/queries/feeds/office-feeds";
import { FEED_OUTCOMES, type FeedOutcome } from "../../db/schema";
import type { FeedProblem } from "../../feeds/problems";
import { listingPath, listingSlug } from "../../listings/listing-url";
import { areasOf, officesOf, roleAllowing, type StaffViewer } from "../../staff/roles";
import type { ServiceContext } from "../context";
import { badInput, fail, FailureError, type Result } from "../result";
import { requireStaff } from "../staff/staff-access";

/**
 * What an office's people see of its feeds. Keys and codes are the office's principal's and
 * admins' (the staff sign-in, `requireStaff` on the office, as issuing and revoking are). Runs and
 * their report lines are for everyone who works with the office's listings: its agents (signed in
 * as members, the account linked to their agent profile), its principal and admins (staff sign-in).
 * Nothing here carries a price: report lines have none, and none is read.
 */

export const SIGN_IN_FOR_FEEDS = "Sign in to see your office's feed reports.";
export const ONLY_OFFICE_PEOPLE =
  "Only the office's agents, its principal and admins see its feed reports. Sign in with your agent account.";
export const NO_SUCH_OFFICE = "There is no such office.";
export const NO_SUCH_RUN = "This office has no feed run with that id.";

/** Who is asking: the member's sign-in and, when they opened one, their staff sign-in. */
export interface FeedPeople {
  member: Viewer | null;
  staff: StaffViewer | null;
}

export type FeedReader = "admin" | "principal" | "agent";

/** Runs listed per page, and report lines per page of a run (a whole book can be thousands). */
export const RUNS_PER_PAGE = 25;
export const LINES_PER_PAGE = 100;
const OFFICE_SEARCH_TAKE = 20;

/** The staff guard as a Result, for pages that show the refusal rather than fail. */
function staffFor(viewer: StaffViewer | null, officeId?: number): Result<{ role: "admin" | "principal" }> {
  try {
    const actor = requireStaff(viewer, "office", officeId);
    return { ok: true, role: actor.role === "admin" ? "admin" : "principal" };
  } catch (error) {
    if (error instanceof FailureError) return error.failure;
    throw error;
  }
}

/** The staff viewer's role for the office, or null (a member's viewer, no role there, nobody). */
function staffRoleFor(staff: StaffViewer | null, officeId: number): "admin" | "principal" | null {
  if (!staff || !Array.isArray(staff.grants)) return null;
  const role = roleAllowing(staff.grants, "office", officeId);
  return role === "admin" || role === "principal" ? role : null;
}

/** May this person read the office's runs? Its admins and principal (staff), or one of its agents. */
export async function feedReaderOf(
  ctx: ServiceContext,
  people: FeedPeople,
  officeId: number,
): Promise<Result<{ reader: FeedReader }>> {
  const staffRole = staffRoleFor(people.staff, officeId);
  if (staffRole) return { ok: true, reader: staffRole };
  if (!people.member) return fail("UNAUTHENTICATED", SIGN_IN_FOR_FEEDS);
  const agentOffice = await officeOfMemberAgent(ctx.db, people.member.memberId);
  if (agentOffice === officeId) return { ok: true, reader: "agent" };
  return fail("FORBIDDEN", ONLY_OFFICE_PEOPLE);
}

export interface FeedOffices {
  /** The offices whose feeds this person may open: their agent's office, the offices they run. */
  offices: OfficeSummary[];
  /** An admin (staff sign-in) may open any office: the screen offers a search. */
  admin: boolean;
  /**
   * They hold a principal's or admin's role but have not opened the staff sign-in (their
   * authenticator code): until they do, the hub shows only what an agent sees.
   */
  staffSignInNeeded: boolean;
}

/** The hub's way in: which offices' feeds this person may look at. */
export async function feedOfficesFor(ctx: ServiceContext, people: FeedPeople): Promise<Result<FeedOffices>> {
  if (!people.member) return fail("UNAUTHENTICATED", SIGN_IN_FOR_FEEDS);
  const staffGrants = people.staff && Array.isArray(people.staff.grants) ? people.staff.grants : [];
  const [agentOffice, heldGrants] = await Promise.all([
    officeOfMemberAgent(ctx.db, people.member.memberId),
    people.staff ? Promise.resolve([]) : grantsOf(ctx.db, people.member.memberId),
  ]);
  const ids = [...new Set([...(agentOffice === undefined ? [] : [agentOffice]), ...officesOf(staffGrants)])];
  return {
    ok: true,
    offices: await officeSummaries(ctx.db, ids),
    admin: roleAllowing(staffGrants, "office") === "admin",
    staffSignInNeeded: areasOf(heldGrants).includes("office"),
  };
}

/** An admin finds any office by name, page address or id; a principal only among their own. */
export async function searchFeedOffices(
  ctx: ServiceContext,
  staff: StaffViewer | null,
  rawTerm: unknown,
): Promise<Result<{ offices: OfficeSummary[] }>> {
  const allowed = staffFor(staff);
  if (!allowed.ok) return allowed;
  const parsed = z
    .string()
    .trim()
    .max(80, "Keep the search under 80 characters")
    .safeParse(rawTerm ?? "");
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const term = parsed.data;
  if (allowed.role === "admin")
    return { ok: true, offices: term ? await searchOfficeSummaries(ctx.db, term, OFFICE_SEARCH_TAKE) : [] };
  const own = await officeSummaries(ctx.db, officesOf(staff!.grants));
  const words = term.toLowerCase();
  return { ok: true, offices: own.filter((office) => office.name.toLowerCase().includes(words)) };
}

export interface OfficeFeedKey {
  id: string;
  /** The key's first characters, to recognise it by (the key itself was shown once). */
  prefix: string;
  /** The person who made it, or the script that did. */
  createdBy: string;
  createdAt: number;
  revokedAt: number | null;
  offices: { id: number; name: string }[];
}

export interface OfficeFeedKeys {
  office: OfficeSummary;
  codes: { code: string; createdAt: number }[];
  keys: OfficeFeedKey[];
}

/** The office's feed codes and keys: its principal's and admins' (the same rule as issuing one). */
export async function officeFeedKeys(
  ctx: ServiceContext,
  staff: StaffViewer | null,
  officeId: number,
): Promise<Result<OfficeFeedKeys>> {
  const allowed = staffFor(staff, officeId);
  if (!allowed.ok) return allowed;
  const office = await findOfficeSummary(ctx.db, officeId);
  if (!office) return fail("NOT_FOUND", NO_SUCH_OFFICE);
  const [codes, keyRows] = await Promise.all([feedCodesOfOffice(ctx.db, officeId), feedKeysOfOffice(ctx.db, officeId)]);
  const officesOfKeys = await officesOfFeedKeys(
    ctx.db,
    keyRows.map((key) => key.id),
  );
  return {
    ok: true,
    office,
    codes,
    keys: keyRows.map((key) => ({
      id: key.id,
      prefix: key.prefix,
      createdBy: key.createdByName ?? key.createdBy,
      createdAt: key.createdAt,
      revokedAt: key.revokedAt,
      offices: officesOfKeys.filter((row) => row.keyId === key.id).map((row) => ({ id: row.officeId, name: row.name })),
    })),
  };
}

export type FeedRunStatus = OfficeRunRow["status"];

export interface FeedRunSummary {
  id: string;
  status: FeedRunStatus;
  createdAt: number;
  finishedAt: number | null;
  /** Why the whole run failed (a file that is not well-formed XML: its line and column). */
  failure: string | null;
  /** Per outcome, once the run is done (a queued or processing run has none yet). */
  counts: Record<FeedOutcome, number> | null;
}

const summaryOf = (run: OfficeRunRow): FeedRunSummary => ({
  id: run.id,
  status: run.status,
  createdAt: run.createdAt,
  finishedAt: run.finishedAt,
  failure: run.failure,
  counts: run.status === "done" ? run.counts : null,
});

/** "<created ms>.<run id>": where the next page of runs starts (runs made before that one). */
const runCursor = z
  .string()
  .regex(/^\d{1,15}\.[A-Za-z0-9-]{1,64}$/, "That page of runs is not one we gave out")
  .transform((text) => {
    const dot = text.indexOf(".");
    return { createdAt: Number(text.slice(0, dot)), id: text.slice(dot + 1) };
  });

export interface OfficeFeedRuns {
  office: OfficeSummary;
  reader: FeedReader;
  runs: FeedRunSummary[];
  /** The cursor of the next (older) page, when there is one. */
  older: string | null;
}

/** The office's runs, newest first, a page at a time. */
export async function officeFeedRuns(
  ctx: ServiceContext,
  people: FeedPeople,
  officeId: number,
  rawBefore?: unknown,
): Promise<Result<OfficeFeedRuns>> {
  const reader = await feedReaderOf(ctx, people, officeId);
  if (!reader.ok) return reader;
  const before = rawBefore === undefined || rawBefore === "" ? undefined : runCursor.safeParse(rawBefore);
  if (before && !before.success) return badInput(before.error, before.error.issues[0]?.message);
  const office = await findOfficeSummary(ctx.db, officeId);
  if (!office) return fail("NOT_FOUND", NO_SUCH_OFFICE);
  const rows = await officeRunRows(ctx.db, officeId, RUNS_PER_PAGE + 1, before?.data);
  const page = rows.slice(0, RUNS_PER_PAGE);
  const last = page.at(-1);
  return {
    ok: true,
    office,
    reader: reader.reader,
    runs: page.map(summaryOf),
    older: rows.length > RUNS_PER_PAGE && last ? `${last.createdAt}.${last.id}` : null,
  };
}

/** Which lines of a run to show: all, one outcome's, or every line with a problem to fix. */
export const RUN_LINE_FILTERS = ["all", ...FEED_OUTCOMES, "problems"] as const;
export type RunLineFilter = (typeof RUN_LINE_FILTERS)[number];

const runLinesQuery = z.object({
  show: z.enum(RUN_LINE_FILTERS, { error: "Show all lines, one outcome's, or those with problems" }).default("all"),
  after: z.coerce
    .number({ error: "That page of lines is not one we gave out" })
    .int("That page of lines is not one we gave out")
    .nonnegative("That page of lines is not one we gave out")
    .max(Number.MAX_SAFE_INTEGER, "That page of lines is not one we gave out")
    .default(0),
});

export interface FeedRunLine {
  /** The line's place in the run (pages continue after it). */
  id: number;
  /** The REAXML agentID and uniqueID as the feed sent them. */
  agentId: string | null;
  uniqueId: string | null;
  outcome: FeedOutcome;
  listingId: number | null;
  /** The listing's page while it is on the site (a withdrawn home has none). */
  listingUrl: string | null;
  problems: FeedProblem[];
}

export interface OfficeFeedRun {
  office: OfficeSummary;
  reader: FeedReader;
  run: FeedRunSummary;
  /** This office's lines per outcome so far (also while the run is still processing). */
  lineCounts: Record<FeedOutcome, number>;
  linesWithProblems: number;
  show: RunLineFilter;
  lines: FeedRunLine[];
  /** Where the next page of lines starts, when there is one. */
  after: number | null;
}

/**
 * One run's report for the office: its counts and a page of its lines, filtered ("Rejected only",
 * "With problems") so an office manager finds what to fix. A run that posted for several offices
 * shows each office only its own lines: a line whose agentID is another of the run's offices'
 * feed code is that office's (lines naming no office of the run stay, as they are the sender's
 * to fix).
 */
export async function officeFeedRun(
  ctx: ServiceContext,
  people: FeedPeople,
  officeId: number,
  runId: string,
  rawQuery: unknown,
): Promise<Result<OfficeFeedRun>> {
  const reader = await feedReaderOf(ctx, people, officeId);
  if (!reader.ok) return reader;
  const query = runLinesQuery.safeParse(rawQuery ?? {});
  if (!query.success) return badInput(query.error, query.error.issues[0]?.message);
  const office = await findOfficeSummary(ctx.db, officeId);
  if (!office) return fail("NOT_FOUND", NO_SUCH_OFFICE);
  const run = /^[A-Za-z0-9-]{1,64}$/.test(runId) ? await officeRunRow(ctx.db, officeId, runId) : undefined;
  if (!run) return fail("NOT_FOUND", NO_SUCH_RUN);
  const otherOffices = (JSON.parse(run.officeIds) as number[]).filter((id) => id !== officeId);
  const hiddenCodes = await feedCodesOfOffices(ctx.db, otherOffices);
  const { show, after } = query.data;
  const filter = show === "problems" ? { withProblems: true } : show === "all" ? {} : { outcome: show as FeedOutcome };
  const [counted, rows] = await Promise.all([
    runLineCounts(ctx.db, run.id, hiddenCodes),
    runLineRows(ctx.db, run.id, hiddenCodes, filter, LINES_PER_PAGE + 1, after),
  ]);
  const lineCounts = Object.fromEntries(FEED_OUTCOMES.map((outcome) => [outcome, 0])) as Record<FeedOutcome, number>;
  for (const row of counted) lineCounts[row.outcome] = Number(row.count);
  const page = rows.slice(0, LINES_PER_PAGE);
  return {
    ok: true,
    office,
    reader: reader.reader,
    run: summaryOf(run),
    lineCounts,
    linesWithProblems: counted.reduce((sum, row) => sum + Number(row.withProblems ?? 0), 0),
    show,
    lines: page.map((row) => ({
      id: row.id,
      agentId: row.agentId,
      uniqueId: row.uniqueId,
      outcome: row.outcome,
      listingId: row.listingId,
      listingUrl: row.address && row.listingId !== null ? listingPath(listingSlug(row.address), row.listingId) : null,
      problems: JSON.parse(row.problems) as FeedProblem[],
    })),
    after: rows.length > LINES_PER_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}
