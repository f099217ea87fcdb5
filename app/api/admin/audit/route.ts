import { restRoute } from "@/lib/http/route/rest-route";
import { getAuditTrail } from "@/lib/services/platform/audit-trail";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

/** GET: the latest audit entries (who, role, what, before and after). Admins only. */
export const GET = restRoute({ auth: "staff" }, ({ staff }) => getAuditTrail(workerPlatformContext(), staff));
