import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { STAFF_ROLES } from "../../staff/roles";

/**
 * The people who run the portal (docs/staff.md). A role belongs to a member account; staff sign in
 * as themselves with their password and a second factor, and every staff request reads the roles
 * afresh, so a revoked role ends its privileges on the next request.
 */

/** A role held by a member. `officeId` is 0 except for a principal, whose grant names the office. */
export const staffRoles = sqliteTable(
  "staff_roles",
  {
    memberId: text("member_id").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    officeId: integer("office_id").notNull().default(0),
    /** The member who granted it, or how it came to be ("bootstrap", "seed"). */
    grantedBy: text("granted_by").notNull(),
    grantedAt: integer("granted_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.role, t.officeId] }),
    index("staff_roles_role_idx").on(t.role, t.officeId),
  ],
);

/**
 * A member's TOTP second factor. The secret is sealed with AES-GCM under a key derived from the
 * pepper (lib/services/staff/sealed-secret.ts); `confirmedAt` is null while enrolment waits for the
 * first code. `lastStep` is the 30-second step of the last code accepted: a code is good once.
 */
export const staffSecondFactors = sqliteTable("staff_second_factors", {
  memberId: text("member_id").primaryKey(),
  sealedSecret: text("sealed_secret").notNull(),
  createdAt: integer("created_at").notNull(),
  confirmedAt: integer("confirmed_at"),
  lastStep: integer("last_step").notNull().default(0),
});

/**
 * A staff sign-in: shorter than a member's, tied to the member sign-in it was opened from (signing
 * out ends both), and revoked when the member's last role goes.
 */
export const staffSessions = sqliteTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id").notNull(),
    /** The member's session family (lib/db/schema/sessions.ts) this staff sign-in belongs to. */
    memberSessionId: text("member_session_id").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("staff_sessions_member_idx").on(t.memberId)],
);
