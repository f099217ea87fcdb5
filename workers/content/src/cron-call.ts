import { constantTimeEqual } from "../../../lib/blog/webhook-signature";
import { CRON_HEADER } from "./cron-header";
import { portalEnv } from "./portal-env";

/**
 * The Worker's cron (worker.ts) runs Payload's due jobs through the app's own job endpoint, which
 * only editors may call otherwise: it proves itself with CONTENT_CRON_SECRET in CRON_HEADER.
 */
export async function isCronCall(headers: Headers): Promise<boolean> {
  const secret = (await portalEnv()).CONTENT_CRON_SECRET ?? process.env.CONTENT_CRON_SECRET;
  const sent = headers.get(CRON_HEADER);
  return Boolean(secret && sent && constantTimeEqual(sent, secret));
}
