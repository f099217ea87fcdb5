/**
 * Web Push for instant alerts: what a browser subscription must look like, the limits, and what a
 * notification says. Shared by the service (which checks and sends) and the alerts page (which
 * explains). Our own numbers and wording: the product leaves them open.
 */
import { z } from "zod";

export {
  MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER,
  PUSH_MESSAGES,
  PUSH_SERVICE_WORKER_PATH,
  PUSH_SERVICE_WORKER_SCOPE,
} from "./push-notifications";

/**
 * How long a push service keeps an undelivered alert for a device that is off: a day. A home seen
 * a day late is still news, but by then the next alert or the e-mail has said it too.
 */
export const ALERT_PUSH_TTL_SECONDS = 24 * 60 * 60;

/** "normal": a new home is worth showing soon, not worth waking a phone in battery saving for. */
export const ALERT_PUSH_URGENCY = "normal" as const;

/** Our own icon for the notification (served from this origin; nothing is loaded from elsewhere). */
export const ALERT_PUSH_ICON_PATH = "/icon.svg";

/** Unpadded base64url of exactly `bytes` bytes (what PushSubscription.toJSON() gives for its keys). */
export function base64UrlOfBytes(bytes: number) {
  const chars = Math.ceil((bytes * 4) / 3);
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}$`), `Expected ${bytes} bytes in base64url`);
}

/**
 * A browser's subscription as `PushSubscription.toJSON()` gives it. The endpoint is where we POST,
 * so it must be https (RFC 8030), carry no credentials, and be no longer than a URL we would store.
 * p256dh is an uncompressed P-256 point (65 bytes, first byte 4: "B" in base64url) and auth a
 * 16-byte secret (RFC 8291).
 */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z
      .string()
      .max(1024, "That notification address is too long")
      .refine((text) => {
        if (!URL.canParse(text)) return false;
        const url = new URL(text);
        return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
      }, "The notification address must be an https URL"),
    p256dh: base64UrlOfBytes(65).refine((key) => key.startsWith("B"), "Expected an uncompressed P-256 key"),
    auth: base64UrlOfBytes(16),
  })
  .strict();

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** What a notification carries: small, and nothing the e-mail would not show (no withheld detail). */
export interface AlertPushPayload {
  title: string;
  body: string;
  /** The alert's search on our site: the notification opens it. */
  url: string;
  icon: string;
  /** One notification per alert on a device: a newer one replaces the older. */
  tag: string;
}

/** One home as the notification names it: the e-mail's projection of its price and address. */
export interface AlertPushHome {
  address: string;
  price: string;
}

export function alertPushPayload(
  alert: { id: string; name: string },
  homes: readonly AlertPushHome[],
  total: number,
  urls: { search: string; icon: string },
): AlertPushPayload {
  const first = homes[0];
  const others = total - 1;
  const lead = first ? `${first.address} · ${first.price}` : "";
  return {
    title: total === 1 ? `A new home for “${alert.name}”` : `${total} new homes for “${alert.name}”`,
    body: others > 0 ? `${lead} and ${others} more` : lead,
    url: urls.search,
    icon: urls.icon,
    tag: `alert-${alert.id}`,
  };
}

/**
 * What a push service's answer means for one notification (RFC 8030): 2xx it took it; 404 or 410
 * the subscription is gone for good (the browser unsubscribed or the service expired it), so we
 * forget it; 429 and 5xx pass, so the queue retries; any other 4xx (a payload or key it refuses)
 * would fail the same way again, so it is dropped and reported rather than retried.
 */
export type PushOutcome = "sent" | "gone" | "retry" | "rejected";

export function pushOutcome(status: number): PushOutcome {
  if (status >= 200 && status < 300) return "sent";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  return "rejected";
}

/**
 * The Topic header (RFC 8030): a push service keeps only the newest undelivered message of a
 * topic, so a phone that was off gets one notification per alert, not a pile. At most 32
 * base64url characters: the alert's UUID without its dashes.
 */
export const alertPushTopic = (alertId: string) => alertId.replace(/[^A-Za-z0-9_]/g, "").slice(0, 32);
