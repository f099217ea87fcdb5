import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const FOLLOW_TARGET_TYPES = ["agent", "location", "question"] as const;
export type FollowTargetType = (typeof FOLLOW_TARGET_TYPES)[number];

/**
 * What a member follows. `targetId` is text so agents (numeric ids), locations (numeric ids) and
 * questions (ids owned by the Q&A module) share one table; the (type, id) index answers "followers of".
 */
export const follows = sqliteTable(
  "follows",
  {
    memberId: text("member_id").notNull(),
    targetType: text("target_type", { enum: FOLLOW_TARGET_TYPES }).notNull(),
    targetId: text("target_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.targetType, t.targetId] }),
    index("follows_target_idx").on(t.targetType, t.targetId),
    index("follows_member_created_idx").on(t.memberId, t.createdAt),
  ],
);
