import { z } from "zod";

/** An e-mail the product wants sent. Bodies are plain text first (every client reads it). */
export const outgoingMailSchema = z.object({
  kind: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
  to: z.email().max(254),
  replyTo: z.email().max(254).optional(),
  subject: z.string().trim().min(1).max(200),
  text: z.string().min(1).max(50_000),
  html: z.string().max(200_000).optional(),
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
}

export interface MailSender {
  /** Short name for logs and the outbox ("http-api", "development-mailbox"). */
  readonly name: string;
  /** Resolves when the provider accepted the message; rejects with a reason otherwise. */
  send(mail: MailEnvelope): Promise<void>;
}
