/**
 * What the alerts page and the site shell need to know about browser notifications, apart from
 * lib/alerts/alert-push.ts so that these few constants reach the browser without zod.
 */

/** Browsers one member may get alerts in: a phone, a laptop, a work machine and spares. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

export { PUSH_SERVICE_WORKER_PATH, PUSH_SERVICE_WORKER_SCOPE } from "./push-service-worker";

export const PUSH_MESSAGES = {
  unsupported: "This browser cannot show notifications from websites. You will still get the e-mail.",
  denied:
    "Notifications are blocked for this site in your browser settings. Allow them there to be notified in this browser.",
  dismissed: "Notifications were not allowed, so this browser will not be notified.",
  subscribeFailed: "This browser could not sign up for notifications just now. Please try again later.",
  tooMany: `You can get alerts in up to ${MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER} browsers. Turn notifications off in one you no longer use.`,
  badSubscription: "This browser's notification details could not be read. Please try again.",
  notConfigured: "Browser notifications are not available on this site yet.",
} as const;

/** Whether this browser can take Web Push at all (false on the server and in old browsers). */
export const browserCanPush = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
