import { buildPushPayload } from "@block65/webcrypto-web-push";
import { claimUnsentPushes, dropPush, markPushSent, releasePush } from "../../db/queries/alerts/alert-pushes";
import { deleteSubscription } from "../../db/queries/alerts/push-subscriptions";
import {
  ALERT_PUSH_TTL_SECONDS,
  ALERT_PUSH_URGENCY,
  alertPushTopic,
  pushOutcome,
  type PushOutcome,
} from "../../alerts/alert-push";
import { reportUnexpected } from "../../observability/log";
import type { ServiceContext } from "../context";
import type { VapidKeys } from "./alert-mail-config";

/** How long a sender holds a notification: far longer than one POST, short enough for a retry to find it. */
const CLAIM_MS = 60_000;
/** A push service that has not answered in this long is treated as a passing failure. */
const PUSH_TIMEOUT_MS = 10_000;

/** Thrown when some notifications failed in a way a retry may fix: the queue message is retried. */
export class PushRetryError extends Error {}

/**
 * Sends the alert's owed notifications (alert_pushes), each encrypted to its browser (RFC 8291)
 * and signed with our VAPID key (RFC 8292), through `fetcher` (the Worker's fetch). A push
 * service's answer decides each row's fate (`pushOutcome`); when any row may succeed later this
 * throws PushRetryError after trying the others, so the queue retries the message and the retry
 * sends only what is still owed.
 */
export async function sendAlertPushes(
  ctx: ServiceContext,
  alertId: string,
  vapid: VapidKeys,
  fetcher: typeof fetch = fetch,
): Promise<Record<PushOutcome, number>> {
  const counts: Record<PushOutcome, number> = { sent: 0, gone: 0, retry: 0, rejected: 0 };
  const owed = await claimUnsentPushes(ctx.db, alertId, ctx.now, ctx.now + CLAIM_MS);
  for (const push of owed) {
    if (!push.p256dh || !push.auth) {
      // The browser was turned off after the delivery was recorded.
      await dropPush(ctx.db, push);
      continue;
    }
    let outcome: PushOutcome;
    try {
      const request = await buildPushPayload(
        {
          data: push.payload,
          options: { ttl: ALERT_PUSH_TTL_SECONDS, urgency: ALERT_PUSH_URGENCY, topic: alertPushTopic(alertId) },
        },
        { endpoint: push.endpoint, expirationTime: null, keys: { p256dh: push.p256dh, auth: push.auth } },
        vapid,
      );
      const response = await fetcher(push.endpoint, { ...request, signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) });
      await response.body?.cancel();
      outcome = pushOutcome(response.status);
      if (outcome === "rejected")
        reportUnexpected(
          "alert push refused by the push service",
          new Error(`push service answered ${response.status}`),
          {
            alertId,
            pushHost: new URL(push.endpoint).host,
          },
        );
    } catch (error) {
      // Unreachable, timed out: worth another try.
      reportUnexpected("alert push could not be sent", error, { alertId, pushHost: new URL(push.endpoint).host });
      outcome = "retry";
    }
    counts[outcome] += 1;
    if (outcome === "sent") await markPushSent(ctx.db, push, ctx.now);
    else if (outcome === "gone") await deleteSubscription(ctx.db, push.endpoint);
    else if (outcome === "rejected") await dropPush(ctx.db, push);
    else await releasePush(ctx.db, push);
  }
  if (counts.retry > 0) throw new PushRetryError(`${counts.retry} alert notification(s) to retry for ${alertId}`);
  return counts;
}
