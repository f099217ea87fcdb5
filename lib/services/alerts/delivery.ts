import {
  alertWithRecipient,
  recordAlertMail,
  silenceAlert,
  undeliveredListingIds,
} from "../../db/queries/alert-delivery";
import { toOutboxRow } from "../mail/outbox";
import type { ServiceContext } from "../context";
import { getCoverPhoto } from "../listings/get-listing";
import { getListingsByIds } from "../listings/related-listings";
import type { AlertSearch } from "./alert-search";
import {
  alertEmailHtml,
  alertEmailSubject,
  alertEmailText,
  emailHome,
  HOMES_PER_EMAIL,
  type AlertEmail,
} from "./alert-email";
import { alertOfUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

export interface AlertMailConfig {
  siteUrl: string;
  mailFrom: string;
  /** Signs the unsubscribe links. */
  secret: string;
}

/** The unsubscribe page's path for a token (it asks for one click, then calls the API). */
export const UNSUBSCRIBE_PATH = "/unsubscribe/alert";

/** A stable id for "this alert's mail about these homes": the same homes again map to the same row. */
async function mailIdOf(alertId: string, listingIds: readonly number[]): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`${alertId}:${[...listingIds].sort((a, b) => a - b).join(",")}`),
  );
  return `alert-${[...new Uint8Array(digest)]
    .slice(0, 16)
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")}`;
}

/**
 * Mails the alert's new homes that were not sent before, through the outbox. Nothing to send, a
 * silenced alert or a member who switched alert e-mails off: nothing is written. The mail and
 * the sent log are one transaction, and the mail's id comes from its homes, so delivering the
 * same message twice mails once.
 */
export async function deliverAlert(ctx: ServiceContext, alertId: string, config: AlertMailConfig) {
  const alert = await alertWithRecipient(ctx.db, alertId);
  if (!alert || alert.frequency === "none" || !alert.emailAlerts) return { sent: false };
  const listingIds = await undeliveredListingIds(ctx.db, alertId);
  if (listingIds.length === 0) return { sent: false };
  const listings = await getListingsByIds(ctx, { ids: listingIds.slice(0, HOMES_PER_EMAIL), take: HOMES_PER_EMAIL });
  const homes = await Promise.all(
    listings.map(async (listing) => emailHome(listing, (await getCoverPhoto(ctx, listing)).url, config.siteUrl)),
  );
  const search = JSON.parse(alert.search) as AlertSearch;
  const token = await unsubscribeToken(alertId, config.secret, ctx.now);
  const email: AlertEmail = {
    alertName: alert.name,
    homes,
    total: listingIds.length,
    searchUrl: new URL(search.url, config.siteUrl).href,
    manageUrl: new URL("/alerts", config.siteUrl).href,
    unsubscribeUrl: `${new URL(UNSUBSCRIBE_PATH, config.siteUrl).href}?${new URLSearchParams({ token })}`,
  };
  const row = toOutboxRow(
    {
      kind: "alert",
      to: alert.email,
      subject: alertEmailSubject(email),
      text: alertEmailText(email),
      html: alertEmailHtml(email),
    },
    config.mailFrom,
    ctx.now,
  );
  await recordAlertMail(ctx.db, { ...row, id: await mailIdOf(alertId, listingIds) }, alertId, listingIds, ctx.now);
  return { sent: true, homes: listingIds.length };
}

/** One-click unsubscribe: a valid token silences its alert; no sign-in is needed. */
export async function unsubscribeFromAlert(ctx: ServiceContext, token: string, secret: string) {
  const alertId = await alertOfUnsubscribeToken(token, secret, ctx.now);
  if (!alertId) return { ok: false as const };
  return { ok: await silenceAlert(ctx.db, alertId, ctx.now) };
}
