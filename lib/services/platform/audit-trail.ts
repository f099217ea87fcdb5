import { listAudit, type AuditRow } from "@/lib/db/queries/platform/platform";
import type { StaffViewer } from "../../staff/roles";
import { requireStaff } from "../staff/staff-access";
import type { PlatformContext } from "./platform-context";

export const AUDIT_PAGE_SIZE = 100;

/** The latest changes first: who, under which role, when, what, before and after. */
export async function getAuditTrail(ctx: PlatformContext, viewer: StaffViewer | null): Promise<AuditRow[]> {
  requireStaff(viewer, "platform");
  return listAudit(ctx.db, AUDIT_PAGE_SIZE);
}
