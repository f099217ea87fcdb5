import { insertEmailTokenStatement } from "../../db/queries/members/sessions";
import { randomToken, sha256Hex } from "../../auth/encoding";
import type { EmailTokenRow } from "../../db/queries/members/sessions";
import type { ServiceContext } from "../context";

/**
 * A single-use link token: the secret goes into the e-mail, only its hash into D1. Returns the
 * insert statement so the caller can write it in the same batch as its mail.
 */
export async function newEmailToken(
  ctx: ServiceContext,
  memberId: string,
  purpose: EmailTokenRow["purpose"],
  ttlMs: number,
) {
  const token = randomToken();
  const statement = insertEmailTokenStatement(ctx.db, {
    tokenHash: await sha256Hex(token),
    memberId,
    purpose,
    createdAt: ctx.now,
    expiresAt: ctx.now + ttlMs,
  });
  return { token, statement };
}

export function siteLink(siteUrl: string, path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, siteUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The link in a confirmation mail: /verify-email with its token and, when the person started from
 * a page (a heart, an invitation), that page, so confirming brings them back to it.
 */
export function confirmationLink(siteUrl: string, token: string, returnTo: string | undefined): string {
  return siteLink(siteUrl, "/verify-email", returnTo ? { token, returnTo } : { token });
}
