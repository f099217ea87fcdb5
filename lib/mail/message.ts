import { z } from "zod";

/**
 * Extra headers a message carries (List-Unsubscribe on alert mail). Names are plain tokens and
 * values one line, so nothing can smuggle another header in; the provider writes the rest.
 */
export const mailHeadersSchema = z.record(
  z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/),
  z
    .string()
    .min(1)
    .max(2000)
    .regex(/^[^\r\n]*$/),
);
export type MailHeaders = z.infer<typeof mailHeadersSchema>;

/** An e-mail the product wants sent. Bodies are plain text first (every client reads it). */
export const outgoingMailSchema = z.object({
  kind: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
  to: z.email().max(254),
  replyTo: z.email().max(254).optional(),
  subject: z.string().trim().min(1).max(200),
  text: z.string().min(1).max(50_000),
  html: z.string().max(200_000).optional(),
  headers: mailHeadersSchema.optional(),
});

export type OutgoingMail = z.infer<typeof outgoingMailSchema>;

/** What a sender adapter receives: the stored row's fields. */
export interface MailEnvelope {
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Extra headers to send with the message ({} for none). */
  headers: MailHeaders;
}

export interface MailSender {
  /** Short name for logs and the outbox ("http-api", "development-mailbox"). */
  readonly name: string;
  /** Resolves when the provider accepted the message; rejects with a reason otherwise. */
  send(mail: MailEnvelope): Promise<void>;
}
