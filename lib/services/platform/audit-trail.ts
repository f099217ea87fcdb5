import { listAudit, type AuditRow } from "@/lib/db/queries/platform";
import { throwIfNotAdmin, type AdminViewer } from "./admin-session";
import type { PlatformContext } from "./platform-context";

export const AUDIT_PAGE_SIZE = 100;

/** The latest changes first: who, when, what. */
export async function getAuditTrail(ctx: PlatformContext, viewer: AdminViewer | null): Promise<AuditRow[]> {
  throwIfNotAdmin(viewer);
  return listAudit(ctx.db, AUDIT_PAGE_SIZE);
}
