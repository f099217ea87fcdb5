import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A sign-in: every refresh token issued from one sign-in belongs to its family. Reuse of a rotated
 * token (theft) revokes the family, which ends every token in it at once.
 */
export const sessionFamilies = sqliteTable(
  "session_families",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id").notNull(),
    createdAt: integer("created_at").notNull(),
    /** Absolute end: rotation never extends a family past this. */
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
    revokedReason: text("revoked_reason", { enum: ["sign-out", "reuse", "password-reset"] }),
  },
  (t) => [index("session_families_member_idx").on(t.memberId)],
);

/** Opaque refresh tokens, stored only as SHA-256 hashes. `rotatedAt` set = spent. */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: text("family_id").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    rotatedAt: integer("rotated_at"),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId)],
);

/** Single-use e-mail links (password reset, address verification), stored hashed. */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: text("member_id").notNull(),
    purpose: text("purpose", { enum: ["password-reset", "email-verification"] }).notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("email_tokens_member_idx").on(t.memberId, t.purpose)],
);

/**
 * Counted auth events for rate limits: one row per event under a key such as
 * "sign-in-failure:account:<hash>" or "sign-up:client:<ip>". Old rows are pruned as keys are checked.
 */
export const authAttempts = sqliteTable(
  "auth_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("auth_attempts_key_at_idx").on(t.key, t.at)],
);
