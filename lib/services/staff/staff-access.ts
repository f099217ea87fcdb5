import {
  areasOf,
  NOT_ALLOWED_FOR_ROLE,
  NOT_STAFF,
  roleAllowing,
  type StaffArea,
  type StaffRole,
  type StaffViewer,
} from "../../staff/roles";
import type { NewAuditRow } from "../../db/queries/platform/platform";
import { fail, FailureError } from "../result";

/** A staff member acting in an area, and the role that lets them (what the audit log records). */
export interface StaffActor {
  viewer: StaffViewer;
  role: StaffRole;
}

/**
 * Every admin and moderation service starts here, whatever page, action or route called it:
 * nobody signed in as staff → 401, a role that does not cover the area (or, for an office, that
 * office) → 403. Without `officeId`, the office area means "some office" (a list of one's offices). A guard, so it throws the one expected failure (as requireMember does).
 */
export function requireStaff(viewer: StaffViewer | null | undefined, area: StaffArea, officeId?: number): StaffActor {
  // A member's viewer (no grants) is not staff, whatever a caller passed.
  if (!viewer || !Array.isArray(viewer.grants)) throw new FailureError(fail("UNAUTHENTICATED", NOT_STAFF));
  // Without an office named, the office area is open to anyone who manages some office.
  const role =
    area === "office" && officeId === undefined
      ? (roleAllowing(viewer.grants, "office") ?? (areasOf(viewer.grants).includes("office") ? "principal" : null))
      : roleAllowing(viewer.grants, area, officeId);
  if (!role) throw new FailureError(fail("FORBIDDEN", NOT_ALLOWED_FOR_ROLE));
  return { viewer, role };
}

/**
 * The audit row of one act: who (the member and their name then), under which role, what, and the
 * subject before and after (JSON; null before a creation, null after a removal).
 */
export function auditRow(
  actor: StaffActor,
  now: number,
  act: { action: string; subject: string; before?: unknown; after?: unknown },
): NewAuditRow {
  return {
    at: now,
    actor: actor.viewer.name,
    actorMemberId: actor.viewer.memberId,
    actorRole: actor.role,
    action: act.action,
    subject: act.subject,
    before: act.before === undefined || act.before === null ? null : JSON.stringify(act.before),
    detail: JSON.stringify(act.after ?? null),
  };
}
