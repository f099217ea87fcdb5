import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A browser's Web Push subscription for a member (one per device and browser): the push service's
 * endpoint and the keys the payload is encrypted to (RFC 8291). Which alerts push is the alert's
 * own `push_enabled`; a push service answering 404 or 410 removes the row (migration 0027).
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    endpoint: text("endpoint").primaryKey(),
    memberId: text("member_id").notNull(),
    /** The browser's P-256 public key, base64url (the subscription's `keys.p256dh`). */
    p256dh: text("p256dh").notNull(),
    /** The 16-byte authentication secret, base64url (`keys.auth`). */
    auth: text("auth").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("push_subscriptions_member_idx").on(t.memberId)],
);
