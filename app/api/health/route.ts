import { platformCacheBackend } from "@/lib/cache/platform-cache";
import { getDb } from "@/lib/db/client";
import { restRoute } from "@/lib/http/route/rest-route";
import { log } from "@/lib/observability/log";
import { checkHealth, healthStatusCode } from "@/lib/services/platform/health";
import { getAppVersion } from "@/lib/services/platform/request-flags";

// Every answer is this deployment's state now: never prerendered, never cached anywhere.
export const dynamic = "force-dynamic";

/** GET /api/health: the uptime check (docs/observability.md); 503 with the same report when a dependency is down. */
export const GET = restRoute({}, async () => {
  const report = await checkHealth({ db: getDb(), cache: platformCacheBackend(), version: getAppVersion() });
  // A log line, not an error report: uptime checks call every few seconds and would flood the service.
  if (report.status !== "ok") log.error("health: a dependency is unreachable", { ...report });
  return Response.json(report, { status: healthStatusCode(report), headers: { "cache-control": "no-store" } });
});
