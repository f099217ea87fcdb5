import { getMail, listMail } from "../../db/queries/mail";
import type { ServiceContext } from "../context";

/** The development mailbox: the outbox as a reader sees it. Never used in production. */
export async function listMailbox(ctx: ServiceContext, take = 50) {
  return (await listMail(ctx.db, Math.min(take, 200))).map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

export async function readMailboxMessage(ctx: ServiceContext, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
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
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  };
}
