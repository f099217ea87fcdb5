import { getMail, listMail } from "../../db/queries/mail/mail";
import type { ServiceContext } from "../context";
import { storedHeaders } from "./outbox";

/**
 * The development mailbox: the outbox as a reader sees it, newest 50 first, or only the mail to one
 * address (what a developer or a test looks for, however much other mail came after). Never used
 * in production.
 */
export async function listMailbox(ctx: ServiceContext, options: { to?: string } = {}) {
  return (await listMail(ctx.db, 50, { to: options.to })).map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

export async function readMailboxMessage(ctx: ServiceContext, id: string) {
  // Random UUIDs, and derived ids such as an alert mail's "alert-<hex>".
  if (!/^[0-9a-z-]{1,64}$/.test(id)) return null;
  const row = await getMail(ctx.db, id);
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    from: row.fromAddress,
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.textBody,
    headers: Object.entries(storedHeaders(row.headers)),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  };
}
