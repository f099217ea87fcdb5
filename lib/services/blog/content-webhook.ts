import "server-only";
import { recordWebhookDelivery } from "../../db/queries/blog/content-webhook";
import { contentChangeSchema, type ContentChange } from "../../blog/content-change";
import {
  hasValidSignature,
  isWithinWindow,
  parseSignatureHeader,
  WEBHOOK_TOLERANCE_SECONDS,
} from "../../blog/webhook-signature";
import type { ServiceContext } from "../context";
import { badInput, fail, type Result } from "../result";

/**
 * The content service's webhook (docs/blog.md): a call is accepted only when it is signed with the
 * shared secret, recent, not seen before and about pages of an allowed domain. Checked in that
 * order so that nothing about the content is read before the signature holds, and the delivery id
 * is recorded last, so a refused call does not use up its id.
 */
export const WEBHOOK_FROM_BROWSER = "Content webhooks are not accepted from a web page.";
export const WEBHOOK_UNSIGNED = "This request is not signed with the content webhook secret.";
export const WEBHOOK_BAD_SIGNATURE = "This request's signature does not match its content.";
export const WEBHOOK_EXPIRED = `This request is older than ${WEBHOOK_TOLERANCE_SECONDS / 60} minutes (or from the future); send a new one.`;
export const WEBHOOK_REPLAYED = "This request was already received; a signed request is accepted once.";
export const WEBHOOK_FOREIGN_DOMAIN = "Pages of that domain may not be purged from here.";
export const WEBHOOK_NOT_CONFIGURED = "The content webhook is not configured on this server.";

export interface WebhookCall {
  body: string;
  signature: string | null;
  /** The Origin header: the content service sends none; a browser always does. */
  origin: string | null;
}

export interface WebhookSettings {
  secret: string | undefined;
  /** Host names whose pages may be purged. */
  allowedDomains: readonly string[];
}

export async function acceptContentChange(
  ctx: ServiceContext,
  call: WebhookCall,
  settings: WebhookSettings,
): Promise<Result<{ change: ContentChange }>> {
  if (call.origin !== null) return fail("FORBIDDEN", WEBHOOK_FROM_BROWSER);
  if (!settings.secret) return fail("UNAVAILABLE", WEBHOOK_NOT_CONFIGURED);
  const parts = parseSignatureHeader(call.signature);
  if (!parts) return fail("UNAUTHENTICATED", WEBHOOK_UNSIGNED);
  const nowSeconds = Math.floor(ctx.now / 1000);
  if (!(await hasValidSignature(settings.secret, call.body, parts)))
    return fail("UNAUTHENTICATED", WEBHOOK_BAD_SIGNATURE);
  if (!isWithinWindow(parts.timestamp, nowSeconds)) return fail("UNAUTHENTICATED", WEBHOOK_EXPIRED);

  let json: unknown;
  try {
    json = JSON.parse(call.body);
  } catch {
    return fail("BAD_INPUT", "The request body is not JSON.");
  }
  const parsed = contentChangeSchema.safeParse(json);
  if (!parsed.success) return badInput(parsed.error, "The request does not describe a content change.");
  const host = new URL(parsed.data.site).hostname.toLowerCase();
  if (!settings.allowedDomains.includes(host)) return fail("FORBIDDEN", WEBHOOK_FOREIGN_DOMAIN);

  const first = await recordWebhookDelivery(
    ctx.db,
    parts.deliveryId,
    nowSeconds,
    nowSeconds - 2 * WEBHOOK_TOLERANCE_SECONDS,
  );
  if (!first) return fail("CONFLICT", WEBHOOK_REPLAYED);
  return { ok: true, change: parsed.data };
}
