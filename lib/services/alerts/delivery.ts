import { alertWithRecipient, recordAlertDelivery, undeliveredListingIds } from "../../db/queries/alerts/alert-delivery";
import { toOutboxRow } from "../mail/outbox";
import type { ServiceContext } from "../context";
import { ALERT_ONE_CLICK_UNSUBSCRIBE_PATH, ALERT_UNSUBSCRIBE_PAGE_PATH } from "../../alerts/alert-rules";
import { ALERT_PUSH_ICON_PATH, alertPushPayload } from "../../alerts/alert-push";
import { sendAlertPushes } from "./alert-push";
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
 * Tells the member about the alert's new homes that were not sent before: an e-mail through the
 * outbox when they get alert mail, and for an instant alert with notifications on, a Web Push
 * notification to each of their browsers. Push comes on top of the e-mail, not instead of it (a
 * notification is easy to miss, the e-mail stays); a member who switched alert e-mails off gets
 * the notification alone. Nothing to send or a silenced alert: nothing is written. The e-mail, the
 * owed notifications and the sent log are one transaction keyed by the homes, so delivering the
 * same message twice mails and pushes once; notifications still owed (a push service that failed)
 * are sent by the retry.
 */
export async function deliverAlert(
  ctx: ServiceContext,
  alertId: string,
  config: AlertMailConfig,
  fetcher: typeof fetch = fetch,
) {
  const alert = await alertWithRecipient(ctx.db, alertId);
  if (!alert || alert.frequency === "none") return { sent: false };
  const pushing = alert.frequency === "instant" && alert.pushEnabled && config.vapid !== undefined;
  if (!alert.emailAlerts && !pushing) return { sent: false };
  const listingIds = await undeliveredListingIds(ctx.db, alertId);
  if (listingIds.length > 0) await recordDelivery(ctx, alert, listingIds, config, pushing);
  // Also when nothing is new: a retried message sends what an earlier attempt could not.
  if (pushing) await sendAlertPushes(ctx, alertId, config.vapid!, fetcher);
  return listingIds.length > 0 ? { sent: true, homes: listingIds.length } : { sent: false };
}

async function recordDelivery(
  ctx: ServiceContext,
  alert: NonNullable<Awaited<ReturnType<typeof alertWithRecipient>>>,
  listingIds: number[],
  config: AlertMailConfig,
  pushing: boolean,
) {
  const alertId = alert.id;
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
  const deliveryId = await mailIdOf(alertId, listingIds);
  const mail = alert.emailAlerts
    ? toOutboxRow(
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
      )
    : undefined;
  // The notification names what the e-mail names (its projection: the published price text and
  // display address), so nothing withheld can reach a lock screen.
  const payload = alertPushPayload({ id: alertId, name: alert.name }, homes, listingIds.length, {
    search: email.searchUrl,
    icon: new URL(ALERT_PUSH_ICON_PATH, config.siteUrl).href,
  });
  await recordAlertDelivery(
    ctx.db,
    {
      mail: mail && { ...mail, id: deliveryId },
      pushes: pushing ? { deliveryId, memberId: alert.memberId, payload: JSON.stringify(payload) } : undefined,
    },
    alertId,
    listingIds,
    ctx.now,
  );
}
