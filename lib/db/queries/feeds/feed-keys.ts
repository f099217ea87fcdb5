import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../database";
import { runInOneBatch } from "../../batch";
import { feedCodes, feedKeyOffices, feedKeys, offices, platformAudit } from "../../schema";
import type { NewAuditRow } from "../platform/platform";

export type FeedKeyRow = typeof feedKeys.$inferSelect;

/** A key, the offices it may post for and, when staff made it, the audit row: all or nothing. */
export async function insertFeedKey(
  db: Database,
  row: FeedKeyRow,
  officeIds: readonly number[],
  audit: NewAuditRow | null,
): Promise<void> {
  await runInOneBatch(db, [
    db.insert(feedKeys).values(row),
    ...officeIds.map((officeId) => db.insert(feedKeyOffices).values({ keyId: row.id, officeId })),
    ...(audit ? [db.insert(platformAudit).values(audit)] : []),
  ]);
}

export async function findFeedKeyByHash(db: Database, secretHash: string): Promise<FeedKeyRow | undefined> {
  return db.select().from(feedKeys).where(eq(feedKeys.secretHash, secretHash)).get();
}

export async function findFeedKey(db: Database, id: string): Promise<FeedKeyRow | undefined> {
  return db.select().from(feedKeys).where(eq(feedKeys.id, id)).get();
}

export async function officesOfFeedKey(db: Database, keyId: string): Promise<number[]> {
  const rows = await db
    .select({ officeId: feedKeyOffices.officeId })
    .from(feedKeyOffices)
    .where(eq(feedKeyOffices.keyId, keyId))
    .orderBy(feedKeyOffices.officeId);
  return rows.map((row) => row.officeId);
}

/** Revokes a live key; false when it was revoked already. */
export async function revokeFeedKeyRow(
  db: Database,
  id: string,
  at: number,
  audit: NewAuditRow | null,
): Promise<boolean> {
  const [revoked] = await runInOneBatch(db, [
    db
      .update(feedKeys)
      .set({ revokedAt: at })
      .where(and(eq(feedKeys.id, id), isNull(feedKeys.revokedAt)))
      .returning({ id: feedKeys.id }),
    ...(audit ? [db.insert(platformAudit).values(audit)] : []),
  ]);
  return (revoked as { id: string }[]).length > 0;
}

/** The office a feed code names, or undefined. */
export async function officeOfFeedCode(db: Database, code: string): Promise<number | undefined> {
  const row = await db.select({ officeId: feedCodes.officeId }).from(feedCodes).where(eq(feedCodes.code, code)).get();
  return row?.officeId;
}

/** Gives the office the code unless it is taken; answers the office the code names afterwards. */
export async function claimFeedCode(db: Database, code: string, officeId: number, at: number): Promise<number> {
  await db.insert(feedCodes).values({ code, officeId, createdAt: at }).onConflictDoNothing();
  return (await officeOfFeedCode(db, code)) ?? officeId;
}

export async function findOfficeBySlug(db: Database, slug: string): Promise<{ id: number; name: string } | undefined> {
  return db.select({ id: offices.id, name: offices.name }).from(offices).where(eq(offices.slug, slug)).get();
}
