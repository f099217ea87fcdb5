import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const API_KEY_SCOPES = ["read", "read-write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * Partners' keys for the public API, created by an admin. Only a SHA-256 of the key is stored
 * (the key itself is shown once, when it is created); `prefix` lets an admin recognise a key in
 * the list. `allowedOrigins` is a JSON array of the browser origins CORS answers for this key.
 */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull().unique(),
    scope: text("scope", { enum: API_KEY_SCOPES }).notNull(),
    allowedOrigins: text("allowed_origins").notNull().default("[]"),
    requestsPerMinute: integer("requests_per_minute").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: integer("created_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("api_keys_created_idx").on(t.createdAt)],
);

/**
 * Calls per key per minute window. A call reserves its place with one upsert that increments only
 * below the limit, so parallel calls cannot overshoot it (SQLite runs each statement alone).
 */
export const apiKeyUsage = sqliteTable(
  "api_key_usage",
  {
    keyId: text("key_id").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.windowStart] })],
);
