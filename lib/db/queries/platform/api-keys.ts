import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { runInOneBatch } from "../../batch";
import { apiKeys, apiKeyUsage, platformAudit } from "../../schema";
import type { NewAuditRow } from "./platform";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Database, row: ApiKeyRow, audit: NewAuditRow): Promise<void> {
  await runInOneBatch(db, [db.insert(apiKeys).values(row), db.insert(platformAudit).values(audit)]);
}

export async function listApiKeyRows(db: Database, limit: number): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt)).limit(limit);
}

export async function findApiKeyByHash(db: Database, secretHash: string): Promise<ApiKeyRow | undefined> {
  return db.select().from(apiKeys).where(eq(apiKeys.secretHash, secretHash)).get();
}

/** Revokes a live key; false when there is no such key or it was already revoked. */
export async function revokeApiKeyRow(db: Database, id: string, at: number, audit: NewAuditRow): Promise<boolean> {
  const [revoked] = await runInOneBatch(db, [
    db
      .update(apiKeys)
      .set({ revokedAt: at })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id }),
    db.insert(platformAudit).values(audit),
  ]);
  return (revoked as { id: string }[]).length > 0;
}

/** The origins live keys allow, as stored (JSON arrays): what a CORS preflight may be answered for. */
export async function liveAllowedOrigins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ allowedOrigins: apiKeys.allowedOrigins })
    .from(apiKeys)
    .where(isNull(apiKeys.revokedAt));
  return rows.map((row) => row.allowedOrigins);
}

/**
 * Takes one call of the key's allowance in this window, or none when it is used up: a single
 * upsert that increments only while the count is below the limit, and answers the new count. No
 * row back means the limit was reached. SQLite runs the statement alone, so two parallel calls
 * cannot both take the last place.
 */
export async function reserveApiCall(
  db: Database,
  keyId: string,
  windowStart: number,
  limit: number,
): Promise<number | undefined> {
  const row = await db
    .insert(apiKeyUsage)
    .values({ keyId, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [apiKeyUsage.keyId, apiKeyUsage.windowStart],
      set: { count: sql`${apiKeyUsage.count} + 1` },
      setWhere: sql`${apiKeyUsage.count} < ${limit}`,
    })
    .returning({ count: apiKeyUsage.count })
    .get();
  return row?.count;
}

/** Drops finished windows (older than `before`), so the usage table stays one row per key. */
export async function deleteApiUsageBefore(db: Database, before: number): Promise<void> {
  await db.delete(apiKeyUsage).where(lt(apiKeyUsage.windowStart, before));
}
