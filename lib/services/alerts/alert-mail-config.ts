import { DEVELOPMENT_JWT_SECRET } from "../../auth/development-secrets";
import { serverEnv } from "../../env";

export interface AlertMailConfig {
  siteUrl: string;
  mailFrom: string;
  /** Signs the unsubscribe links. */
  secret: string;
  /** Web Push's VAPID keys; unset: no notifications are sent (the e-mail still is). */
  vapid?: VapidKeys;
}

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** The VAPID keys when all three are set (lib/env.ts checks each one's form). */
export function vapidKeys(): VapidKeys | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = serverEnv;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : undefined;
}

/**
 * Where alert mail links to, who it is from, and what signs its unsubscribe links: the session
 * key, since the token's audience ("alert-unsubscribe") keeps it from ever passing as a session.
 * Read by the queue consumer (mailing) and the unsubscribe page and route (checking).
 */
export function alertMailConfig(): AlertMailConfig {
  return {
    siteUrl: serverEnv.SITE_URL,
    mailFrom: serverEnv.MAIL_FROM,
    secret: serverEnv.AUTH_JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    vapid: vapidKeys(),
  };
}
