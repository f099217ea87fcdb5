import { z } from "zod";
import {
  clearAllNewListingsOf,
  clearNewListingsOf,
  deleteAlertOf,
  findAlertOf,
  insertAlertWithinLimit,
  listAlertsOf,
  listNewListingsOf,
  updateAlertOf,
  type AlertRow,
} from "../../db/queries/alerts/alerts";
import type { Viewer } from "../../auth/roles";
import { isSameAlertSearch, type AlertFilter } from "../../alerts/alert-filter";
import { alertMatchColumns } from "../../alerts/alert-match";
import {
  ALERT_FREQUENCIES,
  ALERT_MESSAGES,
  MAX_ALERTS_PER_MEMBER,
  MAX_ALERT_NAME_LENGTH,
  tooManyAlertsMessage,
  type AlertFrequency,
} from "../../alerts/alert-rules";
import { alertTimeZone, nextDigestAt } from "../../alerts/alert-schedule";
import type { ServiceContext } from "../context";
import { requireMember } from "../members/authorization";
import { badInput, fail, FailureError, type Failure, type Result } from "../result";
import { alertDescription } from "../../alerts/alert-description";
import { readAlertSearch, type AlertSearch } from "./alert-search";
import { plainText } from "../free-text";

/** An alert as the pages and the API see it. */
export interface Alert {
  id: string;
  name: string;
  description: string;
  filter: AlertFilter;
  search: AlertSearch;
  frequency: AlertFrequency;
  pushEnabled: boolean;
  unseenListingIds: number[];
  createdAt: string;
}

const name = plainText(
  z
    .string()
    .trim()
    .min(1, "Give the alert a name")
    .max(MAX_ALERT_NAME_LENGTH, `Keep the name under ${MAX_ALERT_NAME_LENGTH} characters`),
  "The alert's name",
);
const searchUrl = z.string().trim().min(1, "Choose a search to save").max(4000, "That search is too long to save");
const frequency = z.enum(ALERT_FREQUENCIES, { error: "Choose how often to hear about new homes" });
export const alertIdSchema = z.string().regex(/^[0-9a-f-]{36}$/, "No such alert");

export const addAlertSchema = z
  .object({
    name: name.optional(),
    searchUrl,
    frequency: frequency.default("daily"),
    pushEnabled: z.boolean().default(false),
  })
  .strict();

export const updateAlertSchema = z
  .object({
    alertId: alertIdSchema,
    name: name.optional(),
    searchUrl: searchUrl.optional(),
    frequency: frequency.optional(),
    pushEnabled: z.boolean().optional(),
  })
  .strict();

export type AlertResult = Result<{ alert: Alert }>;

/** Refuses a visitor with the product's sentence for alert changes. */
export function requireMemberToChange(viewer: Viewer | null): Viewer {
  if (!viewer) throw new FailureError(fail("UNAUTHENTICATED", ALERT_MESSAGES.signInToUpdate));
  return viewer;
}

function toAlert(row: AlertRow, unseen: number[]): Alert {
  const filter = JSON.parse(row.filter) as AlertFilter;
  const search = JSON.parse(row.search) as AlertSearch;
  return {
    id: row.id,
    name: row.name,
    description: alertDescription(filter, search),
    filter,
    search,
    frequency: row.frequency,
    pushEnabled: row.pushEnabled,
    unseenListingIds: unseen,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

async function withUnseen(ctx: ServiceContext, rows: AlertRow[]): Promise<Alert[]> {
  const unseen = await listNewListingsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toAlert(
      row,
      unseen.filter((marker) => marker.alertId === row.id).map((marker) => marker.listingId),
    ),
  );
}

export async function addAlert(ctx: ServiceContext, viewer: Viewer | null, raw: unknown): Promise<AlertResult> {
  const member = requireMember(viewer);
  const parsed = addAlertSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, ALERT_MESSAGES.saveFailed);
  const read = await readAlertSearch(ctx, parsed.data.searchUrl);
  if (!read.ok) return read;
  const timeZone = alertTimeZone(read.stateCode);
  const id = crypto.randomUUID();
  const created = await insertAlertWithinLimit(
    ctx.db,
    {
      id,
      memberId: member.memberId,
      name: parsed.data.name ?? read.defaultName.slice(0, MAX_ALERT_NAME_LENGTH),
      filter: JSON.stringify(read.filter),
      search: JSON.stringify(read.search),
      ...alertMatchColumns(read.filter),
      frequency: parsed.data.frequency,
      pushEnabled: parsed.data.pushEnabled,
      timeZone,
      nextDigestAt: nextDigestAt(parsed.data.frequency, timeZone, ctx.now),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    },
    MAX_ALERTS_PER_MEMBER,
  );
  if (!created) return fail("CONFLICT", tooManyAlertsMessage());
  const row = await findAlertOf(ctx.db, member.memberId, id);
  if (!row) return fail("CONFLICT", ALERT_MESSAGES.createFailed);
  return { ok: true, alert: toAlert(row, []) };
}

export async function updateAlert(ctx: ServiceContext, viewer: Viewer | null, raw: unknown): Promise<AlertResult> {
  const member = requireMemberToChange(viewer);
  const parsed = updateAlertSchema.safeParse(raw);
  if (!parsed.success) {
    return parsed.error.issues.some((issue) => issue.path[0] === "alertId")
      ? fail("NOT_FOUND", ALERT_MESSAGES.updateFailed)
      : badInput(parsed.error, ALERT_MESSAGES.saveFailed);
  }
  const input = parsed.data;
  const existing = await findAlertOf(ctx.db, member.memberId, input.alertId);
  if (!existing) return fail("NOT_FOUND", ALERT_MESSAGES.updateFailed);
  const changes: Parameters<typeof updateAlertOf>[3] = { updatedAt: ctx.now };
  let timeZone = existing.timeZone;
  if (input.searchUrl !== undefined) {
    const read = await readAlertSearch(ctx, input.searchUrl);
    if (!read.ok) return read;
    timeZone = alertTimeZone(read.stateCode);
    Object.assign(changes, {
      filter: JSON.stringify(read.filter),
      search: JSON.stringify(read.search),
      timeZone,
      ...alertMatchColumns(read.filter),
    });
  }
  if (input.name !== undefined) changes.name = input.name;
  if (input.pushEnabled !== undefined) changes.pushEnabled = input.pushEnabled;
  if (input.frequency !== undefined || timeZone !== existing.timeZone) {
    const chosen = input.frequency ?? existing.frequency;
    changes.frequency = chosen;
    changes.nextDigestAt = nextDigestAt(chosen, timeZone, ctx.now);
  }
  await updateAlertOf(ctx.db, member.memberId, input.alertId, changes);
  const [alert] = await withUnseen(ctx, [(await findAlertOf(ctx.db, member.memberId, input.alertId))!]);
  return { ok: true, alert: alert! };
}

async function ownAlertOr(ctx: ServiceContext, viewer: Viewer | null, raw: unknown, message: string) {
  const member = requireMemberToChange(viewer);
  const parsed = alertIdSchema.safeParse(raw);
  const row = parsed.success ? await findAlertOf(ctx.db, member.memberId, parsed.data) : undefined;
  return row ? { member, row } : fail("NOT_FOUND", message);
}

export async function deleteAlert(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ alertId: string }>> {
  const own = await ownAlertOr(ctx, viewer, raw, ALERT_MESSAGES.deleteFailed);
  if ("ok" in own) return own;
  await deleteAlertOf(ctx.db, own.member.memberId, own.row.id);
  return { ok: true, alertId: own.row.id };
}

/** Clears the alert's new-home markers: the member has looked. */
export async function clearAlertNewListings(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<AlertResult> {
  const own = await ownAlertOr(ctx, viewer, raw, ALERT_MESSAGES.clearFailed);
  if ("ok" in own) return own;
  await clearNewListingsOf(ctx.db, own.member.memberId, own.row.id);
  return { ok: true, alert: toAlert(own.row, []) };
}

/** Clears the markers of all the member's alerts (by username in the main API: only one's own). */
export async function clearAllAlertNewListings(
  ctx: ServiceContext,
  viewer: Viewer | null,
  username: string,
): Promise<Result | Failure> {
  const member = requireMemberToChange(viewer);
  if (username !== "me" && member.username.toLowerCase() !== username.toLowerCase())
    return fail("NOT_FOUND", ALERT_MESSAGES.clearFailed);
  await clearAllNewListingsOf(ctx.db, member.memberId);
  return { ok: true };
}

/** The member's alerts with their unseen homes. Only ever the viewer's own. */
export async function listAlerts(ctx: ServiceContext, viewer: Viewer | null): Promise<Alert[]> {
  const member = requireMember(viewer);
  return withUnseen(ctx, await listAlertsOf(ctx.db, member.memberId, MAX_ALERTS_PER_MEMBER));
}

export async function getAlert(ctx: ServiceContext, viewer: Viewer | null, raw: unknown): Promise<Alert | Failure> {
  const member = requireMember(viewer);
  const parsed = alertIdSchema.safeParse(raw);
  const row = parsed.success ? await findAlertOf(ctx.db, member.memberId, parsed.data) : undefined;
  if (!row) return fail("NOT_FOUND", "No such alert");
  return (await withUnseen(ctx, [row]))[0]!;
}

/** The member's alert that follows the same search as this URL, if any (the results page shows it as saved). */
export async function alertForSearch(ctx: ServiceContext, viewer: Viewer | null, url: string): Promise<Alert | null> {
  if (!viewer) return null;
  const read = await readAlertSearch(ctx, url);
  if (!read.ok) return null;
  return (await listAlerts(ctx, viewer)).find((alert) => isSameAlertSearch(alert.search, read.search)) ?? null;
}
