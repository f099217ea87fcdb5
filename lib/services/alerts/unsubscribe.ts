import { alertWithRecipient, silenceAlert } from "../../db/queries/alerts/alert-delivery";
import type { ServiceContext } from "../context";
import { fail, type Result } from "../result";
import { alertOfUnsubscribeToken } from "./unsubscribe-token";

/*
 * Unsubscribing from an alert's e-mails with the signed link the e-mail carries. Apart from
 * delivery.ts so the unsubscribe page and route do not pull the e-mail renderer into Next's graph.
 */

export const UNSUBSCRIBE_LINK_INVALID =
  "This unsubscribe link is not valid or has expired. Sign in and change the alert on your alerts page.";

/** The alert an unsubscribe link names (for the page that asks for the click), or why not. */
export async function alertOfUnsubscribeLink(
  ctx: ServiceContext,
  token: string,
  secret: string,
): Promise<Result<{ name: string; silenced: boolean }>> {
  const alertId = await alertOfUnsubscribeToken(token, secret, ctx.now);
  const alert = alertId ? await alertWithRecipient(ctx.db, alertId) : undefined;
  if (!alert) return fail("NOT_FOUND", UNSUBSCRIBE_LINK_INVALID);
  return { ok: true, name: alert.name, silenced: alert.frequency === "none" };
}

/** One-click unsubscribe: a valid token silences its alert; no sign-in is needed. A repeat is fine. */
export async function unsubscribeFromAlert(
  ctx: ServiceContext,
  token: string,
  secret: string,
): Promise<Result<{ name: string }>> {
  const alertId = await alertOfUnsubscribeToken(token, secret, ctx.now);
  const alert = alertId ? await alertWithRecipient(ctx.db, alertId) : undefined;
  if (!alertId || !alert || !(await silenceAlert(ctx.db, alertId, ctx.now)))
    return fail("NOT_FOUND", UNSUBSCRIBE_LINK_INVALID);
  return { ok: true, name: alert.name };
}
