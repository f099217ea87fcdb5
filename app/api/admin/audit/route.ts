import { adminRoute } from "@/app/api/admin/admin-route";
import { getAuditTrail } from "@/lib/services/platform/audit-trail";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

/** GET: the latest audit entries (who, role, what, before and after). Admins only. */
export function GET(): Promise<Response> {
  return adminRoute((viewer) => getAuditTrail(workerPlatformContext(), viewer));
}
