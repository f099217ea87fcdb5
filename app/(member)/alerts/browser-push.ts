/**
 * Signs this browser up for alert notifications: loaded only when a member clicks "Notify me in
 * this browser" (a lazy chunk), so the alerts page's first load does not carry it. Permission is
 * asked here, on that click, and nowhere else.
 */
import {
  browserCanPush,
  PUSH_MESSAGES,
  PUSH_SERVICE_WORKER_PATH,
  PUSH_SERVICE_WORKER_SCOPE,
} from "@/lib/alerts/push-notifications";

export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type SubscribeResult = { ok: true; subscription: BrowserSubscription } | { ok: false; message: string };

function bytesOfBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

/** A push subscription needs an active worker; a page outside the scope cannot use `ready`. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_PATH, {
    scope: PUSH_SERVICE_WORKER_SCOPE,
  });
  const worker = registration.installing ?? registration.waiting;
  if (!registration.active && worker) {
    await new Promise<void>((resolve, reject) => {
      worker.addEventListener("statechange", () => {
        if (worker.state === "activated") resolve();
        if (worker.state === "redundant") reject(new Error("The notification worker did not start"));
      });
    });
  }
  return registration;
}

export async function subscribeThisBrowser(vapidPublicKey: string): Promise<SubscribeResult> {
  if (!browserCanPush()) return { ok: false, message: PUSH_MESSAGES.unsupported };
  const permission = await Notification.requestPermission();
  if (permission === "denied") return { ok: false, message: PUSH_MESSAGES.denied };
  if (permission !== "granted") return { ok: false, message: PUSH_MESSAGES.dismissed };
  try {
    const registration = await activeRegistration();
    const key = bytesOfBase64Url(vapidPublicKey);
    let subscription = await registration.pushManager.getSubscription();
    // Made with another server key (the keys were rotated): it can no longer be pushed to.
    if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
      return { ok: false, message: PUSH_MESSAGES.subscribeFailed };
    return { ok: true, subscription: { endpoint: json.endpoint, p256dh: json.keys.p256dh, auth: json.keys.auth } };
  } catch {
    // The browser's push service is unreachable (offline, blocked) or refused the key.
    return { ok: false, message: PUSH_MESSAGES.subscribeFailed };
  }
}
