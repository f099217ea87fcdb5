import { and, asc, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Database } from "../../database";
import { insertWhere } from "../../insert-where";
import { mailOutbox } from "../../schema";

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMailRow = typeof mailOutbox.$inferInsert;

/** The insert as a statement, so a caller can put it in the same D1 batch as its own change. */
export function insertMailStatement(db: Database, row: NewMailRow) {
  return db.insert(mailOutbox).values(row);
}

/** Queues a message only when `condition` holds, so an enquiry refused in its batch sends no mail. */
export function insertMailWhere(db: Database, row: NewMailRow, condition: SQL) {
  return insertWhere(db, mailOutbox, row, condition);
}

/** Newest first; only mail to `to` when given. */
export async function listMail(
  db: Database,
  take: number,
  options: { skip?: number; to?: string } = {},
): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to === undefined ? undefined : eq(mailOutbox.toAddress, options.to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(take)
    .offset(options.skip ?? 0);
}

export async function getMail(db: Database, id: string): Promise<MailRow | undefined> {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return rows[0];
}

/** Oldest queued mail that has not yet used up its attempts. */
export async function findDeliverableMail(db: Database, maxAttempts: number, take: number): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "queued"), lt(mailOutbox.attempts, maxAttempts)))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(take);
}

export async function markMailSent(db: Database, id: string, at: number) {
  await db.update(mailOutbox).set({ status: "sent", sentAt: at, lastError: null }).where(eq(mailOutbox.id, id));
}

/** A failed attempt stays queued for a retry until it has used `maxAttempts`, then fails for good. */
export async function markMailAttemptFailed(db: Database, row: MailRow, error: string, maxAttempts: number) {
  const attempts = row.attempts + 1;
  await db
    .update(mailOutbox)
    .set({ attempts, lastError: error.slice(0, 500), status: attempts >= maxAttempts ? "failed" : "queued" })
    .where(eq(mailOutbox.id, row.id));
}
