import {
  findDeliverableMail,
  insertMailStatement,
  markMailAttemptFailed,
  markMailSent,
  type NewMailRow,
} from "../../db/queries/mail/mail";
import {
  mailHeadersSchema,
  outgoingMailSchema,
  type MailHeaders,
  type MailSender,
  type OutgoingMail,
} from "../../mail/message";
import type { ServiceContext } from "../context";

export const MAX_DELIVERY_ATTEMPTS = 5;

/** The outbox row for a message (validated); the caller decides how to write it. */
export function toOutboxRow(mail: OutgoingMail, from: string, now: number): NewMailRow {
  const valid = outgoingMailSchema.parse(mail);
  return {
    id: crypto.randomUUID(),
    kind: valid.kind,
    toAddress: valid.to,
    fromAddress: from,
    replyTo: valid.replyTo ?? null,
    subject: valid.subject,
    textBody: valid.text,
    htmlBody: valid.html ?? null,
    headers: valid.headers && Object.keys(valid.headers).length > 0 ? JSON.stringify(valid.headers) : null,
    status: "queued",
    attempts: 0,
    createdAt: now,
  };
}

/** Queues one message on its own (when no other write needs to share its transaction). */
export async function enqueueMail(ctx: ServiceContext, mail: OutgoingMail, from: string): Promise<string> {
  const row = toOutboxRow(mail, from, ctx.now);
  await insertMailStatement(ctx.db, row);
  return row.id;
}

/** A row's headers column back as headers; a row written before the column existed has none. */
export function storedHeaders(column: string | null): MailHeaders {
  if (!column) return {};
  return mailHeadersSchema.parse(JSON.parse(column));
}

/**
 * Sends what is queued, oldest first. Each message is marked on its own, so one bad address
 * never holds up the rest; failures are retried on the next run up to MAX_DELIVERY_ATTEMPTS.
 */
export async function deliverQueuedMail(ctx: ServiceContext, sender: MailSender, take = 25) {
  const queued = await findDeliverableMail(ctx.db, MAX_DELIVERY_ATTEMPTS, take);
  let sent = 0;
  for (const row of queued) {
    try {
      await sender.send({
        id: row.id,
        from: row.fromAddress,
        to: row.toAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: storedHeaders(row.headers),
      });
      await markMailSent(ctx.db, row.id, Date.now());
      sent += 1;
    } catch (error) {
      await markMailAttemptFailed(
        ctx.db,
        row,
        error instanceof Error ? error.message : String(error),
        MAX_DELIVERY_ATTEMPTS,
      );
    }
  }
  return { attempted: queued.length, sent };
}
