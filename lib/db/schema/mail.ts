import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Every e-mail the product sends is written here first (in the same D1 batch as the change that
 * caused it) and delivered afterwards by a sender adapter, so a failed delivery never loses mail.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra headers as a JSON object (e.g. List-Unsubscribe on alert mail); null for none. */
    headers: text("headers"),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: integer("created_at").notNull(),
    sentAt: integer("sent_at"),
  },
  (t) => [index("mail_outbox_status_created_idx").on(t.status, t.createdAt)],
);
