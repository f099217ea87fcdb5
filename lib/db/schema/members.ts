import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Signed-in people. `id` is random (never a counter: it appears in tokens and URLs of the API).
 * `passwordHash` is null for members who only ever signed in with a social provider; it holds the
 * algorithm and its parameters with the hash (lib/auth/password-hash.ts), so they can change later.
 */
export const members = sqliteTable(
  "members",
  {
    id: text("id").primaryKey(),
    username: text("username").notNull(),
    /** Stored lower-cased and trimmed: one account per address whatever the case typed. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: ["member", "agent"] })
      .notNull()
      .default("member"),
    avatarUrl: text("avatar_url"),
    agentId: integer("agent_id"),
    createdAt: integer("created_at").notNull(),
    passwordHash: text("password_hash"),
    emailVerifiedAt: integer("email_verified_at"),
    /** E-mail preferences as switches (alert digests, updates from follows, news and tips). */
    emailAlerts: integer("email_alerts", { mode: "boolean" }).notNull().default(true),
    emailFollowUpdates: integer("email_follow_updates", { mode: "boolean" }).notNull().default(true),
    emailNewsletter: integer("email_newsletter", { mode: "boolean" }).notNull().default(false),
    updatedAt: integer("updated_at"),
  },
  (t) => [uniqueIndex("members_username_uq").on(t.username), uniqueIndex("members_email_uq").on(t.email)],
);

/** A social provider's account linked to a member: (provider, subject) is the provider's id for the person. */
export const memberIdentities = sqliteTable(
  "member_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    memberId: text("member_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("member_identities_pk").on(t.provider, t.subject),
    index("member_identities_member_idx").on(t.memberId),
  ],
);
