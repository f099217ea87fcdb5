import { getCloudflareContext } from "@opennextjs/cloudflare";

/** The content service's settings about the portal (wrangler.toml [vars] and secrets). */
export interface PortalEnv {
  PORTAL?: Fetcher;
  PORTAL_URL?: string;
  PORTAL_SITE_URL?: string;
  CONTENT_WEBHOOK_SECRET?: string;
  CONTENT_CRON_SECRET?: string;
}

/** The Worker's env under wrangler dev and in production; process.env under the Payload CLI (Node). */
export async function portalEnv(): Promise<PortalEnv> {
  try {
    return (await getCloudflareContext({ async: true })).env as PortalEnv;
  } catch {
    return process.env as PortalEnv;
  }
}

/** The secret shared with the portal: webhook signatures and preview links. */
export async function sharedSecret(): Promise<string | undefined> {
  return (await portalEnv()).CONTENT_WEBHOOK_SECRET ?? process.env.CONTENT_WEBHOOK_SECRET;
}
