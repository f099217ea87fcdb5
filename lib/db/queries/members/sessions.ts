import { and, asc, count, eq, gt, isNull, min } from "drizzle-orm";
import type { Database } from "../../database";
import { authAttempts, emailTokens, refreshTokens, sessionFamilies } from "../../schema";

export type SessionFamilyRow = typeof sessionFamilies.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export function insertFamilyStatement(db: Database, row: typeof sessionFamilies.$inferInsert) {
  return db.insert(sessionFamilies).values(row);
}

export function insertRefreshTokenStatement(db: Database, row: typeof refreshTokens.$inferInsert) {
  return db.insert(refreshTokens).values(row);
}

/** A refresh token with its family, by hash. */
export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; family: SessionFamilyRow } | undefined> {
  const rows = await db
    .select({ token: refreshTokens, family: sessionFamilies })
    .from(refreshTokens)
    .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/**
 * Marks a token spent if nobody else did first. Returns true for the one caller that won: two
 * parallel rotations of the same token cannot both succeed.
 */
export async function claimRefreshToken(db: Database, tokenHash: string, at: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return rows.length === 1;
}

export async function revokeFamily(
  db: Database,
  familyId: string,
  reason: NonNullable<SessionFamilyRow["revokedReason"]>,
  at: number,
) {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));
}

/** Ends every live family of a member; the statement answers the ids it ended. */
export function revokeMemberFamiliesStatement(
  db: Database,
  memberId: string,
  reason: NonNullable<SessionFamilyRow["revokedReason"]>,
  at: number,
) {
  return db
    .update(sessionFamilies)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessionFamilies.memberId, memberId), isNull(sessionFamilies.revokedAt)))
    .returning({ id: sessionFamilies.id });
}

export async function findFamily(db: Database, id: string): Promise<SessionFamilyRow | undefined> {
  return (await db.select().from(sessionFamilies).where(eq(sessionFamilies.id, id)).limit(1))[0];
}

export function insertEmailTokenStatement(db: Database, row: typeof emailTokens.$inferInsert) {
  return db.insert(emailTokens).values(row);
}

/** Uses a live e-mail token once: the first caller gets its row, everyone after gets nothing. */
export async function consumeEmailToken(
  db: Database,
  tokenHash: string,
  purpose: EmailTokenRow["purpose"],
  at: number,
): Promise<EmailTokenRow | undefined> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, at),
      ),
    )
    .returning();
  return rows[0];
}

/** Events under `key` since `since`, and when the oldest of them happened (for Retry-After). */
export async function countAttempts(
  db: Database,
  key: string,
  since: number,
): Promise<{ count: number; oldest: number | null }> {
  const rows = await db
    .select({ n: count(), oldest: min(authAttempts.at) })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), gt(authAttempts.at, since)));
  return { count: rows[0]?.n ?? 0, oldest: rows[0]?.oldest ?? null };
}

/** The newest `take` attempts, oldest first (used by tests and the admin view of limits). */
export async function listAttempts(db: Database, key: string, take: number) {
  return db.select().from(authAttempts).where(eq(authAttempts.key, key)).orderBy(asc(authAttempts.at)).limit(take);
}
