import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Signed-in people. Credentials and sessions arrive with the members issue. */
export const members = sqliteTable(
  "members",
  {
    id: text("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: ["member", "agent", "admin"] }).notNull().default("member"),
    avatarUrl: text("avatar_url"),
    agentId: integer("agent_id"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("members_username_uq").on(t.username), uniqueIndex("members_email_uq").on(t.email)],
);
