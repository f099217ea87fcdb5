import { alertWithRecipient, recordAlertMail, undeliveredListingIds } from "../../db/queries/alert-delivery";
import { toOutboxRow } from "../mail/outbox";
import type { ServiceContext } from "../context";
import { ALERT_ONE_CLICK_UNSUBSCRIBE_PATH, ALERT_UNSUBSCRIBE_PAGE_PATH } from "../../search/alert-rules";
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
import type { AlertMailConfig } from "./alert-mail-config";
import { unsubscribeToken } from "./unsubscribe-token";

export type { AlertMailConfig } from "./alert-mail-config";

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
  const tokenQuery = new URLSearchParams({ token });
  const email: AlertEmail = {
    alertName: alert.name,
    homes,
    total: listingIds.length,
    searchUrl: new URL(search.url, config.siteUrl).href,
    manageUrl: new URL("/alerts", config.siteUrl).href,
    unsubscribeUrl: `${new URL(ALERT_UNSUBSCRIBE_PAGE_PATH, config.siteUrl).href}?${tokenQuery}`,
  };
  const row = toOutboxRow(
    {
      kind: "alert",
      to: alert.email,
      subject: alertEmailSubject(email),
      text: alertEmailText(email),
      html: alertEmailHtml(email),
      headers: {
        "List-Unsubscribe": `<${new URL(ALERT_ONE_CLICK_UNSUBSCRIBE_PATH, config.siteUrl).href}?${tokenQuery}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    },
    config.mailFrom,
    ctx.now,
  );
  await recordAlertMail(ctx.db, { ...row, id: await mailIdOf(alertId, listingIds) }, alertId, listingIds, ctx.now);
  return { sent: true, homes: listingIds.length };
}
